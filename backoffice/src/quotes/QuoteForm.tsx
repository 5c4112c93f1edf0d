import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { normalisePhone } from '@bulbash/rules';
import {
  DateInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  required,
  useGetList,
} from 'react-admin';
import { MoneyInput } from '../shared/MoneyInput';
import { DietInputs } from '../shared/DietInputs';
import { DELIVERY_CHOICES } from '../shared/labels';
import { DishLinesInput, ServiceLinesInput } from './QuoteLinesEditor';
import type { QuoteFormValues } from './quoteValues';
import { QuoteTotalsPanel } from './QuoteTotalsPanel';
import { ValidUntilFollowsEvent } from './QuoteFormEffects';

const DISCOUNT_MODES = [
  { id: 'percent', name: 'Скидка в %' },
  { id: 'amount', name: 'Скидка суммой' },
];

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, width: '100%' } as const;

const validPhone = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !normalisePhone(value) ? 'Телефон вида +375 29 123-45-67' : undefined;

const percentRange = (value: unknown) => (typeof value === 'number' && (value < 0 || value > 100) ? 'От 0 до 100 %' : undefined);

/** The event formats as choices by code (the quote keeps the format's code). */
const FormatInput = () => {
  const { data = [] } = useGetList<{ id: number; code: string; name: string }>('event-formats', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SelectInput source="format" label="Формат" choices={data.map((format) => ({ id: format.code, name: format.name }))} emptyText="—" />
  );
};

/** Save is open from the start: a quote prefilled from an enquiry may be saved as it is. */
const SaveToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography variant="h6" sx={{ mt: 2 }}>
      {title}
    </Typography>
    {children}
  </>
);

const CANCELLATION_CHOICES = [
  { id: 'deposit_kept', name: 'Предоплата не возвращается после оплаты (кроме 15 минут после принятия)' },
  { id: 'standard', name: 'Как в магазине: бесплатно за 24 часа, позже — 50 %' },
];

/**
 * The quote editor: customer, event and delivery, the dish and service lines, discount, terms;
 * live totals and the guest plan's coverage beside it (below on a phone).
 */
export const QuoteForm = ({
  defaultValues,
  record,
  notice,
  today,
}: {
  defaultValues?: QuoteFormValues;
  /** Edit: the quote as form values (its own record, not the API's, which the form would read as it is). */
  record?: QuoteFormValues & { id: number | string };
  notice?: ReactNode;
  /** A new quote: «Действует до» follows the event from this Minsk day until set by hand. */
  today?: string;
}) => (
  <SimpleForm defaultValues={defaultValues} record={record} sx={{ maxWidth: 1400 }} toolbar={<SaveToolbar />}>
    {notice}
    {today && <ValidUntilFollowsEvent today={today} />}
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, width: '100%', alignItems: 'start' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Section title="Клиент">
          <Box sx={row}>
            <TextInput source="contact_name" label="Контактное лицо" validate={required()} />
            <TextInput source="contact_phone" label="Телефон" validate={[required(), validPhone]} helperText="+375 29 123-45-67" />
            <TextInput source="contact_email" label="E-mail" type="email" validate={[required(), email()]} />
          </Box>
          <Box sx={row}>
            <TextInput source="company_name" label="Компания" />
            <TextInput source="company_unp" label="УНП" />
            <TextInput source="company_address" label="Юридический адрес" />
            <TextInput source="company_account" label="Расчётный счёт (IBAN)" />
            <TextInput source="company_bic" label="БИК банка" />
          </Box>
        </Section>
        <Section title="Мероприятие и доставка">
          <Box sx={row}>
            <TextInput
              source="event_at"
              label="Дата и время (Минск)"
              type="datetime-local"
              validate={required()}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <NumberInput source="guests" label="Гостей" min={1} max={1000} step={1} validate={required()} />
            <FormatInput />
            <SelectInput source="delivery_method" label="Получение" choices={DELIVERY_CHOICES} validate={required()} />
            <FormDataConsumer>
              {({ formData }) =>
                formData.delivery_method === 'pickup' ? null : (
                  <>
                    <TextInput source="delivery_address" label="Адрес доставки" validate={required()} />
                    <NumberInput source="delivery_distance_km" label="Км от МКАД" min={0} max={25} step={1} />
                  </>
                )
              }
            </FormDataConsumer>
          </Box>
        </Section>
        <Box sx={{ mt: 2 }}>
          <DishLinesInput />
        </Box>
        <Box sx={{ mt: 2 }}>
          <ServiceLinesInput />
        </Box>
        <Section title="Скидка, предоплата, срок">
          <RadioButtonGroupInput source="discount_mode" label="" choices={DISCOUNT_MODES} />
          <Box sx={row}>
            <FormDataConsumer>
              {({ formData }) =>
                formData.discount_mode === 'amount' ? (
                  <MoneyInput source="discount_value" label="Скидка, byn" />
                ) : (
                  <NumberInput source="discount_value" label="Скидка, %" min={0} max={100} step={1} validate={percentRange} />
                )
              }
            </FormDataConsumer>
            <NumberInput source="deposit_percent" label="Предоплата, %" min={0} max={100} step={5} validate={percentRange} />
            <DateInput source="valid_until" label="Действует до" validate={required()} />
          </Box>
        </Section>
        <Section title="Аллергии и пожелания клиента">
          <Box sx={row}>
            <DietInputs />
          </Box>
          <TextInput source="comment" label="Комментарий клиента (время, пожелания) — попадёт в заказ" multiline minRows={2} fullWidth />
        </Section>
        <RadioButtonGroupInput source="cancellation_terms" label="При отмене" choices={CANCELLATION_CHOICES} defaultValue="deposit_kept" />
        <TextInput source="terms" label="Условия (оплата, отмена) для клиента" multiline minRows={3} fullWidth />
        <TextInput source="internal_note" label="Заметка для себя (клиент не видит)" multiline minRows={2} fullWidth />
      </Box>
      <QuoteTotalsPanel />
    </Box>
  </SimpleForm>
);
