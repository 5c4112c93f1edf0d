import { BooleanInput, email, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { DeactivateButton } from './DeactivateButton';
import { ROLE_CHOICES } from './staffRoles';

const EditToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton label="Сохранить" />
    <DeactivateButton />
  </Toolbar>
);

/**
 * A staff account: on create the e-mail (the account, or an existing customer's, receives the
 * «set your password» letter), name, surname, role and the work phone; on edit those and whether
 * it is active (the e-mail is the sign-in and stays).
 */
export const StaffForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm
    toolbar={
      edit ? (
        <EditToolbar />
      ) : (
        <Toolbar>
          <SaveButton label="Добавить" />
        </Toolbar>
      )
    }
    defaultValues={edit ? undefined : { role: 'manager' }}
  >
    {edit ? (
      <TextInput source="email" label="E-mail" disabled helperText="E-mail — логин сотрудника, его не меняют" />
    ) : (
      <TextInput
        source="email"
        label="E-mail"
        type="email"
        validate={[required('Укажите e-mail'), email('Неверный e-mail')]}
        helperText="На этот адрес придёт письмо со ссылкой для установки пароля"
      />
    )}
    <TextInput source="name" label="Имя" validate={required('Укажите имя')} />
    <TextInput source="surname" label="Фамилия" />
    <SelectInput source="role" label="Роль" choices={ROLE_CHOICES} validate={required('Выберите роль')} />
    <TextInput
      source="phone"
      label="Рабочий телефон"
      helperText="Телефон водителя клиент получает в Telegram, когда заказ «В пути»"
      parse={(value: string) => (value.trim() === '' ? null : value)}
    />
    {edit && <BooleanInput source="active" label="Активен (может входить)" />}
  </SimpleForm>
);
