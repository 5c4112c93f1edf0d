import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { CancellationSettings } from './CancellationSettings';
import { MarginSettings } from './MarginSettings';
import { TelegramSettings } from './TelegramSettings';
import { useAllowed } from '../access/useAllowed';

/** The rich-text editor (TipTap) is fetched with the about-us card, not with the screen. */
const AboutUsEditor = lazy(() => import('./AboutUsEditor'));

const ABOUT_US = '/api/v1/bulbash_admin/about-us';
const CONTACTS = '/api/v1/bulbash_admin/contacts';

/** Every field of the contacts record (spec section 3) with its Russian label. */
export const CONTACT_FIELDS: ReadonlyArray<[string, string]> = [
  ['name_organization', 'Название организации'],
  ['phone_number_1', 'Телефон'],
  ['phone_number_2', 'Второй телефон'],
  ['email', 'E-mail'],
  ['telegram_link', 'Telegram'],
  ['instagram_link', 'Instagram'],
  ['app_link', 'Приложение'],
  ['pan', 'УНП'],
  ['certificate_number', 'Номер свидетельства'],
  ['commercial_register', 'Торговый реестр'],
  ['issued_by', 'Кем выдано'],
  ['organization_address', 'Юридический адрес'],
  ['physical_address', 'Фактический адрес'],
  ['bank_current_account', 'Расчётный счёт'],
  ['bank_identification_code', 'БИК'],
  ['bank_address', 'Адрес банка'],
  ['about_me', 'О себе'],
];

type Values = Record<string, string>;

/** Settings: the about-us text (rich text), the contacts record with the certificate photo, Telegram and the free-cancellation grace. */
const Settings = () => {
  const notify = useNotify();
  // The manager reads the shop's settings, the accountant only the payment settings; the owner changes them.
  const canRead = useAllowed('shop-settings', 'read');
  const canChange = useAllowed('shop-settings', 'edit');
  const canReadPayment = useAllowed('payment-settings', 'read');
  /** null until loaded; the editor starts from the stored text. */
  const [about, setAbout] = useState<string | null>(null);
  const [contacts, setContacts] = useState<Values>({});
  const [saved, setSaved] = useState<Values>({});
  const [photo, setPhoto] = useState<File | null>(null);

  useEffect(() => {
    httpClient('/api/v1/about-us').then(({ json }) => setAbout((json as { text: string }).text));
    httpClient('/api/v1/contacts').then(({ json }) => {
      setContacts(json as Values);
      setSaved(json as Values);
    });
  }, []);

  /** The server answers the sanitised text; the editor shows that version from then on. */
  const saveAbout = (text: string) =>
    httpClient(ABOUT_US, { method: 'PATCH', body: JSON.stringify({ text }) })
      .then(({ json }) => {
        setAbout((json as { text: string }).text);
        notify('Текст «О нас» сохранён', { type: 'success' });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));

  const saveContacts = () => {
    const query = new URLSearchParams();
    for (const [name] of CONTACT_FIELDS) if ((contacts[name] ?? '') !== (saved[name] ?? '')) query.set(name, contacts[name] ?? '');
    const body = new FormData();
    if (photo) body.append('img_file', photo);
    return httpClient(`${CONTACTS}?${query.toString()}`, { method: 'PATCH', body })
      .then(({ json }) => {
        setContacts(json as Values);
        setSaved(json as Values);
        setPhoto(null);
        notify('Контакты сохранены', { type: 'success' });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  };

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="Настройки" />
      {canRead && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              О нас
            </Typography>
            {about === null ? (
              <CircularProgress size={24} aria-label="Загрузка" />
            ) : canChange ? (
              <Suspense fallback={<CircularProgress size={24} aria-label="Загрузка редактора" />}>
                <AboutUsEditor key={about} text={about} onSave={saveAbout} />
              </Suspense>
            ) : (
              // The server's sanitised text, read-only.
              <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: about }} />
            )}
          </CardContent>
        </Card>
      )}
      {canRead && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Контакты
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {CONTACT_FIELDS.map(([name, label]) => (
                <TextField
                  key={name}
                  label={label}
                  name={name}
                  value={contacts[name] ?? ''}
                  onChange={(event) => setContacts({ ...contacts, [name]: event.target.value })}
                  multiline={name === 'about_me'}
                  disabled={!canChange}
                  size="small"
                />
              ))}
            </Box>
            {canChange && (
              <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                {contacts.photo_certificate ? (
                  <Box
                    component="img"
                    src={contacts.photo_certificate}
                    alt="Свидетельство"
                    sx={{ height: 96, border: 1, borderColor: 'divider' }}
                  />
                ) : null}
                <Button variant="outlined" component="label">
                  {photo ? photo.name : 'Новое фото свидетельства'}
                  <input
                    hidden
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Button variant="contained" onClick={saveContacts}>
                  Сохранить контакты
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      {canRead && <TelegramSettings />}
      {canReadPayment && <CancellationSettings />}
      {canReadPayment && <MarginSettings />}
    </Box>
  );
};

export default Settings;
