import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { PAYMENT_CHOICES } from '../shared/labels';

const CUSTOMER_MODES = [
  { id: 'existing', name: 'Клиент уже есть' },
  { id: 'new', name: 'Новый клиент' },
];

const DELIVERY_CHOICES = [
  { id: 'delivery', name: 'Доставка' },
  { id: 'pickup', name: 'Самовывоз' },
];

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, width: '100%' } as const;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Only what the API reads: the mode switch stays in the form, untouched contact fields are not sent. */
export const toRequest = ({ customer_mode, customer, ...data }: Record<string, unknown>) => {
  const contacts = customer && typeof customer === 'object' ? (customer as Record<string, unknown>) : {};
  const hasContacts = Object.values(contacts).some((value) => !blank(value));
  return {
    ...data,
    user_id: customer_mode === 'new' ? undefined : data.user_id,
    customer: hasContacts ? contacts : undefined,
  };
};

/**
 * The order desk: a manager takes an order by phone — finds the customer (or writes down a new
 * one: the shop opens an account and mails a «set your password» link), picks dishes and
 * quantities, the head count, the event time and the delivery. The server applies the checkout's
 * rules; a time outside them needs a reason, which is recorded in the order's history.
 */
const OrderCreate = () => (
  <Create title="Новый заказ" redirect="show" transform={toRequest}>
    <SimpleForm
      defaultValues={{ customer_mode: 'existing', delivery_method: 'delivery', payment_method: 'cash', lines: [{ quantity: 1 }] }}
    >
      <Typography variant="h6">Клиент</Typography>
      <RadioButtonGroupInput source="customer_mode" label="" choices={CUSTOMER_MODES} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.customer_mode === 'existing' ? (
            <ReferenceInput source="user_id" reference="customers">
              <AutocompleteInput label="Клиент (имя, фамилия или e-mail)" validate={required()} sx={{ minWidth: 320 }} />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <Box sx={row}>
        <TextInput source="customer.surname" label="Фамилия" />
        <TextInput source="customer.first_name" label="Имя" />
        <TextInput source="customer.last_name" label="Отчество" />
        <TextInput source="customer.phone" label="Телефон" helperText="+375 29 123-45-67" />
        <TextInput source="customer.email" label="E-mail" type="email" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Для нового клиента заполните все поля. Для клиента из списка — можно оставить пустыми: возьмём данные его последнего заказа.
      </Typography>

      <Typography variant="h6" sx={{ mt: 2 }}>
        Блюда
      </Typography>
      <ArrayInput source="lines" label="">
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="product_id" reference="admin-products" filter={{ status_enabled: true }}>
            <AutocompleteInput label="Блюдо" validate={required()} sx={{ minWidth: 320 }} />
          </ReferenceInput>
          <NumberInput source="quantity" label="Кол-во" min={1} max={1000} step={1} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>

      <Typography variant="h6" sx={{ mt: 2 }}>
        Мероприятие и доставка
      </Typography>
      <Box sx={row}>
        <TextInput
          source="delivery_at"
          label="Дата и время (Минск)"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Пусто — согласуем по телефону"
        />
        <NumberInput source="guests" label="Гостей" min={1} max={1000} step={1} />
        <SelectInput source="payment_method" label="Оплата" choices={PAYMENT_CHOICES} validate={required()} />
        <SelectInput source="delivery_method" label="Получение" choices={DELIVERY_CHOICES} validate={required()} />
        <TextInput source="delivery_address" label="Адрес доставки" />
        <NumberInput source="delivery_distance_km" label="Км от МКАД" min={0} max={25} step={1} />
      </Box>
      <TextInput source="comment" label="Комментарий для кухни" multiline minRows={2} fullWidth />
      <TextInput
        source="time_override_reason"
        label="Причина, если время вне правил магазина"
        fullWidth
        helperText="Например: кухня согласовала срочный заказ. Запишется в историю заказа."
      />
    </SimpleForm>
  </Create>
);

export default OrderCreate;
