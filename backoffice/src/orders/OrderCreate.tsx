import { Box, Typography } from '@mui/material';
import { Create, FormDataConsumer, NumberInput, RadioButtonGroupInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { DELIVERY_CHOICES, PAYMENT_CHOICES } from '../shared/labels';
import { DietInputs } from '../shared/DietInputs';
import { CustomerPicker } from './desk/CustomerPicker';
import { DeskLines } from './desk/DeskLines';
import { DeskTime } from './desk/DeskTime';
import { linesRequest, type EditLine } from './orderLines';

const CUSTOMER_MODES = [
  { id: 'existing', name: 'Клиент уже есть' },
  { id: 'new', name: 'Новый клиент' },
];

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, width: '100%' } as const;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Only what the API reads: the mode switch stays in the form, untouched contact fields are not sent. */
export const toRequest = ({ customer_mode, customer, lines, ...data }: Record<string, unknown>) => {
  const contacts = customer && typeof customer === 'object' ? (customer as Record<string, unknown>) : {};
  const hasContacts = Object.values(contacts).some((value) => !blank(value));
  const sent = Object.fromEntries(Object.entries(contacts).filter(([, value]) => !blank(value)));
  return {
    ...data,
    lines: Array.isArray(lines) ? linesRequest(lines as EditLine[]) : lines,
    user_id: customer_mode === 'new' ? undefined : data.user_id,
    customer: hasContacts ? sent : undefined,
  };
};

/**
 * The order desk: a manager takes an order by phone — finds the caller by phone, e-mail or name
 * (or writes down a new one: a name and a phone are enough; with an e-mail the shop opens an
 * account and mails a «set your password» link), picks dishes with their prices, the total and
 * the deposit shown as they are typed, the head count, and a free slot of the chosen day. The
 * server applies the checkout's rules; a time outside them needs a reason, recorded in the history.
 */
const OrderCreate = () => (
  <Create title="Новый заказ" redirect="show" transform={toRequest}>
    <SimpleForm defaultValues={{ customer_mode: 'existing', delivery_method: 'delivery', payment_method: 'cash', lines: [], force: false }}>
      <Typography variant="h6">Клиент</Typography>
      <RadioButtonGroupInput source="customer_mode" label="" choices={CUSTOMER_MODES} />
      <FormDataConsumer>{({ formData }) => (formData.customer_mode === 'existing' ? <CustomerPicker /> : null)}</FormDataConsumer>
      <Box sx={row}>
        <TextInput source="customer.surname" label="Фамилия" />
        <TextInput source="customer.first_name" label="Имя" />
        <TextInput source="customer.last_name" label="Отчество" />
        <TextInput source="customer.phone" label="Телефон" helperText="+375 29 123-45-67" />
        <TextInput source="customer.email" label="E-mail (если есть)" type="email" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Для нового клиента достаточно ФИО и телефона; с e-mail клиент получит письма и ссылку для входа. Для клиента из списка поля можно
        оставить пустыми: возьмём данные его последнего заказа.
      </Typography>

      <Typography variant="h6" sx={{ mt: 2 }}>
        Блюда
      </Typography>
      <DeskLines />

      <Typography variant="h6" sx={{ mt: 2 }}>
        Мероприятие и доставка
      </Typography>
      <Box sx={row}>
        <NumberInput source="guests" label="Гостей" min={1} max={1000} step={1} />
        <SelectInput source="payment_method" label="Оплата" choices={PAYMENT_CHOICES} validate={required()} />
        <SelectInput source="delivery_method" label="Получение" choices={DELIVERY_CHOICES} validate={required()} />
        <TextInput source="delivery_address" label="Адрес доставки" />
        <NumberInput source="delivery_distance_km" label="Км от МКАД" min={0} max={25} step={1} />
      </Box>
      <DeskTime />
      <Typography variant="h6" sx={{ mt: 2 }}>
        Диета гостей
      </Typography>
      <Box sx={row}>
        <DietInputs />
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
