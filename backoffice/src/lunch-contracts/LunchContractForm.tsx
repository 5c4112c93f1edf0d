import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MAX_LUNCH_HEADCOUNT, normaliseBic, normaliseByIban, normalisePhone, normaliseUnp, REQUISITE_MESSAGES } from '@bulbash/rules';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  minLength,
  required,
} from 'react-admin';
import { customerLabel } from '../customers/customerOrders';
import { FormToolbar } from '../shared/FormToolbar';
import { MoneyInput } from '../shared/MoneyInput';
import { WEEKDAY_CHOICES } from './lunchContractStatus';

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, width: '100%' } as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography variant="h6" sx={{ mt: 2 }}>
      {title}
    </Typography>
    {children}
  </>
);

const rule = (normalise: (value: string) => string | null, message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !normalise(value) ? message : undefined;

const validPhone = rule(normalisePhone, 'Телефон вида +375 29 123-45-67');

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validTime = (value: unknown) => (typeof value === 'string' && value !== '' && !TIME.test(value) ? 'Время вида 12:30' : undefined);
const percentRange = (value: unknown) => (typeof value === 'number' && (value < 0 || value > 100) ? 'От 0 до 100 %' : undefined);
const someDays = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'Отметьте хотя бы один день');
const endsAfterStart = (value: unknown, values: Record<string, unknown>) =>
  typeof value === 'string' && value !== '' && typeof values.starts_on === 'string' && value < values.starts_on
    ? 'Окончание не раньше начала'
    : undefined;

const timeInput = { slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 300 } } } as const;

/** The contract form: the company payer, its contact's account, delivery, the standing order and its terms, the period. */
export const LunchContractForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm defaultValues={defaultValues} sx={{ maxWidth: 1200 }} toolbar={<FormToolbar />}>
    <Section title="Компания">
      <Box sx={row}>
        <TextInput source="company.name" validate={required()} />
        <TextInput source="company.unp" validate={[required(), rule(normaliseUnp, REQUISITE_MESSAGES.company_unp)]} />
        <TextInput source="company.address" validate={required()} />
        <TextInput source="company.account" validate={[required(), rule(normaliseByIban, REQUISITE_MESSAGES.company_account)]} />
        <TextInput source="company.bic" validate={[required(), rule(normaliseBic, REQUISITE_MESSAGES.company_bic)]} />
      </Box>
    </Section>
    <Section title="Контакт и доставка">
      <Box sx={row}>
        <ReferenceInput source="contact_user_id" reference="customers">
          <AutocompleteInput
            optionText={customerLabel}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            helperText="Учётная запись, из которой контакт меняет дни"
          />
        </ReferenceInput>
        <TextInput source="contact_phone" validate={validPhone} helperText="Пусто — телефон из учётной записи" />
        <TextInput source="delivery_address" validate={[required(), minLength(5)]} />
        <TextInput source="delivery_time" type="time" validate={[required(), validTime]} {...timeInput} />
      </Box>
      <CheckboxGroupInput source="weekdays" choices={WEEKDAY_CHOICES} validate={someDays} />
    </Section>
    <Section title="Заказ и условия">
      <Box sx={row}>
        <NumberInput source="headcount" min={1} max={MAX_LUNCH_HEADCOUNT} step={1} validate={required()} />
        <MoneyInput source="price_per_person" validate={required()} />
        <TextInput source="po_number" />
        <TextInput source="cutoff_time" type="time" validate={[required(), validTime]} {...timeInput} />
        <NumberInput source="late_charge_percent" min={0} max={100} step={5} validate={[required(), percentRange]} />
      </Box>
    </Section>
    <Section title="Срок договора">
      <Box sx={row}>
        <DateInput source="starts_on" validate={required()} />
        <DateInput source="ends_on" validate={endsAfterStart} helperText="Пусто — без срока окончания" />
      </Box>
    </Section>
  </SimpleForm>
);
