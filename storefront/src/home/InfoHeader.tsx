import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadContacts } from '../api/info';
import type { Contacts } from '../api/types';
import { Logo } from '../shared/Logo';
import { TextLink } from '../shared/TextLink';

/** Home page header: title, "catering", logo, app/photo/messenger links, phone and e-mail. */
export function InfoHeader() {
  const [contacts, setContacts] = useState<Contacts | null>(null);
  useEffect(() => {
    let alive = true;
    void loadContacts().then((record) => alive && setContacts(record));
    return () => {
      alive = false;
    };
  }, []);

  const social = contacts
    ? [
        { href: contacts.app_link, label: 'Наше приложение', icon: <PhoneIphoneIcon /> },
        { href: contacts.instagram_link, label: 'Мы в Instagram', icon: <InstagramIcon /> },
        { href: contacts.telegram_link, label: 'Наш канал в Telegram', icon: <TelegramIcon /> },
      ].filter((link) => link.href)
    : [];

  return (
    <Box
      component="section"
      aria-label="О компании"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: { xs: 1.5, sm: 3 },
        py: { xs: 3, md: 4 },
        textAlign: { xs: 'center', sm: 'left' },
      }}
    >
      <Logo size={96} decorative />
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' }, color: 'primary.main' }}>
          Bulbash
        </Typography>
        <Typography component="p" variant="h6" sx={{ letterSpacing: 4, textTransform: 'lowercase', color: 'text.secondary' }}>
          catering
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'center', sm: 'flex-end' }, gap: 0.5, minHeight: 96 }}>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {social.map((link) => (
            <IconButton
              key={link.label}
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              color="primary"
            >
              {link.icon}
            </IconButton>
          ))}
        </Box>
        {contacts && (
          <>
            <TextLink href={`tel:+${contacts.phone_number_1.replace(/\D/g, '')}`}>
              <PhoneIcon fontSize="small" /> {contacts.phone_number_1}
            </TextLink>
            <TextLink href={`mailto:${contacts.email}`}>
              <EmailIcon fontSize="small" /> {contacts.email}
            </TextLink>
          </>
        )}
      </Box>
    </Box>
  );
}
