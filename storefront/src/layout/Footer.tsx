import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadContacts } from '../api/info';
import type { Contacts } from '../api/types';
import { OPENING_HOURS } from '../shared/constants';
import { FooterLink } from './FooterLink';

/** Footer: the seller's legal details from the contacts record and the opening hours. */
export function Footer() {
  const [contacts, setContacts] = useState<Contacts | null>(null);
  useEffect(() => {
    let alive = true;
    void loadContacts().then((record) => alive && setContacts(record));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <Box component="footer" sx={{ bgcolor: '#2b1a0f', color: '#f5ebe0', mt: 'auto', py: 3 }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, fontSize: 14 }}>
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {contacts?.name_organization ?? 'Bulbash catering'}
          </Typography>
          {contacts && (
            <Typography component="div" variant="body2" sx={{ lineHeight: 1.7 }}>
              <div>УНП: {contacts.pan}</div>
              <div>Юридический адрес: {contacts.organization_address}</div>
              <div>
                Р/с: {contacts.bank_current_account}, БИК: {contacts.bank_identification_code}, {contacts.bank_address}
              </div>
              <div>
                Телефон: <FooterLink href={`tel:+${contacts.phone_number_1.replace(/\D/g, '')}`}>{contacts.phone_number_1}</FooterLink>
                {', '}e-mail: <FooterLink href={`mailto:${contacts.email}`}>{contacts.email}</FooterLink>
              </div>
            </Typography>
          )}
        </Box>
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            Режим работы
          </Typography>
          {OPENING_HOURS.map((row) => (
            <Typography key={row.days} variant="body2">
              {row.days}: {row.hours}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 1 }}>
            <FooterLink href="/privacy">Политика конфиденциальности</FooterLink>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
            © {new Date().getFullYear()} Bulbash catering
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
