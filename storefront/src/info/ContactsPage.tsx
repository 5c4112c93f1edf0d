import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useContacts } from './useContacts';
import type { Contacts } from '../api/types';
import { formatDate } from '../shared/format';
import { PageContainer } from '../shared/PageContainer';
import { Picture } from '../shared/Picture';
import { Placeholder } from '../shared/Placeholder';

const LEGAL_ROWS: { label: string; value: (c: Contacts) => string }[] = [
  { label: 'УНП', value: (c) => c.pan },
  { label: 'Свидетельство о регистрации', value: (c) => c.certificate_number },
  {
    label: 'Дата регистрации в Торговом реестре',
    value: (c) =>
      /^\d{4}-\d{2}-\d{2}/.test(c.commercial_register) ? formatDate(c.commercial_register).slice(0, 10) : c.commercial_register,
  },
  { label: 'Кем выдано', value: (c) => c.issued_by },
  { label: 'Юридический адрес', value: (c) => c.organization_address },
  { label: 'Фактический адрес', value: (c) => c.physical_address },
  { label: 'Расчётный счёт', value: (c) => c.bank_current_account },
  { label: 'БИК', value: (c) => c.bank_identification_code },
  { label: 'Адрес банка', value: (c) => c.bank_address },
];

export default function ContactsPage() {
  const { contacts, loading } = useContacts();
  return (
    <PageContainer title="Контакты" maxWidth="lg">
      {loading && !contacts ? (
        <Placeholder height={320} />
      ) : !contacts ? (
        <Typography>Контактные данные временно недоступны.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
          <Box sx={{ maxWidth: 420 }}>
            <Picture
              src={contacts.photo_certificate}
              alt="Свидетельство о государственной регистрации"
              width={420}
              height={594}
              sx={{ borderRadius: 1, boxShadow: 1 }}
            />
          </Box>
          <Box>
            <Typography component="h2" variant="h5" gutterBottom>
              {contacts.name_organization}
            </Typography>
            {contacts.about_me && <Typography sx={{ mb: 2 }}>{contacts.about_me}</Typography>}
            <Typography sx={{ mb: 2 }}>
              Телефон: <Link href={`tel:+${contacts.phone_number_1.replace(/\D/g, '')}`}>{contacts.phone_number_1}</Link>
              {contacts.phone_number_2 ? `, ${contacts.phone_number_2}` : ''}
              <br />
              E-mail: <Link href={`mailto:${contacts.email}`}>{contacts.email}</Link>
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: { xs: 0, sm: 1 },
                m: 0,
              }}
            >
              {LEGAL_ROWS.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 500, mt: { xs: 1, sm: 0 } }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                    {row.value(contacts) || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </PageContainer>
  );
}
