import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { MAX_DELIVERY_KM, normalisePhone } from '@bulbash/rules';
import { useFormState } from '../shared/useFormState';
import { compact, email, required } from '../shared/validation';

export const ENQUIRY_FIELDS = [
  'contact_name',
  'contact_phone',
  'contact_email',
  'company_name',
  'delivery_method',
  'delivery_address',
  'delivery_distance_km',
  'comment',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  company_name: '',
  delivery_method: 'delivery',
  delivery_address: '',
  delivery_distance_km: '0',
  comment: '',
};

export function validateEnquiry(values: EnquiryValues) {
  const km =
    values.delivery_distance_km.trim() === ''
      ? 0
      : /^\d{1,4}$/.test(values.delivery_distance_km.trim())
        ? Number(values.delivery_distance_km)
        : null;
  return compact<EnquiryField>({
    contact_name: required(values.contact_name),
    contact_phone:
      required(values.contact_phone) ?? (normalisePhone(values.contact_phone) ? undefined : 'введите номер в формате +375 29 123-45-67'),
    contact_email: email(values.contact_email),
    company_name: undefined,
    delivery_method: undefined,
    delivery_address: undefined,
    delivery_distance_km:
      values.delivery_method !== 'delivery'
        ? undefined
        : km === null
          ? `целое число километров от 0 до ${MAX_DELIVERY_KM}`
          : km > MAX_DELIVERY_KM
            ? `дальше ${MAX_DELIVERY_KM} км от МКАД — обсудим по телефону`
            : undefined,
    comment: values.comment.length > 2000 ? 'не более 2000 символов' : undefined,
  });
}

interface Props {
  initial: Partial<EnquiryValues>;
  busy: boolean;
  onSubmit: (values: EnquiryValues, honeypot: string) => void;
}

/** The enquiry's contact and delivery fields, prefilled from the account; a hidden field catches bots. */
export function EnquiryForm({ initial, busy, onSubmit }: Props) {
  const form = useFormState<EnquiryField>({ ...EMPTY_ENQUIRY, ...initial }, validateEnquiry);
  const [honeypot, setHoneypot] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) onSubmit(form.values, honeypot);
  };
  const delivery = form.values.delivery_method === 'delivery';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="enquiry-title" className="event-section">
      <Typography id="enquiry-title" component="h2" variant="h6" gutterBottom>
        Заявка менеджеру
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Менеджер перезвонит, уточнит меню и пришлёт предложение. Меню выше уйдёт вместе с заявкой.
      </Typography>
      <Box className="event-grid">
        <TextField label="Имя" required autoComplete="name" {...form.field('contact_name')} />
        <TextField label="Телефон" required type="tel" autoComplete="tel" {...form.field('contact_phone')} />
        <TextField label="E-mail" required type="email" autoComplete="email" {...form.field('contact_email')} />
        <TextField label="Компания" autoComplete="organization" {...form.field('company_name')} helperText="необязательно" />
      </Box>
      <RadioGroup
        row
        name="delivery_method"
        value={form.values.delivery_method}
        onChange={(event) => form.set('delivery_method', event.target.value)}
      >
        <FormControlLabel value="delivery" control={<Radio />} label="Доставка" />
        <FormControlLabel value="pickup" control={<Radio />} label="Самовывоз" />
      </RadioGroup>
      {delivery && (
        <Box className="event-grid">
          <TextField
            label="Адрес"
            autoComplete="street-address"
            {...form.field('delivery_address')}
            helperText="можно уточнить по телефону"
          />
          <TextField
            label="Км за МКАД"
            type="number"
            {...form.field('delivery_distance_km')}
            slotProps={{ htmlInput: { min: 0, max: MAX_DELIVERY_KM } }}
          />
        </Box>
      )}
      <TextField label="Комментарий" multiline minRows={2} fullWidth {...form.field('comment')} />
      <div className="event-honeypot" aria-hidden="true">
        <label>
          Сайт
          <input tabIndex={-1} autoComplete="off" name="website" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        </label>
      </div>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        Отправить заявку
      </Button>
    </Box>
  );
}
