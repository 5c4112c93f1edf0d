import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useContacts } from '../info/useContacts';
import { Logo } from '../shared/Logo';
import './InfoHeader.css';

/** Home page header: title, "catering", logo, app/photo/messenger links, phone and e-mail (static styles: InfoHeader.css). */
export function InfoHeader() {
  const { contacts } = useContacts();

  const social = contacts
    ? [
        { href: contacts.app_link, label: 'Наше приложение', icon: <PhoneIphoneIcon /> },
        { href: contacts.instagram_link, label: 'Мы в Instagram', icon: <InstagramIcon /> },
        { href: contacts.telegram_link, label: 'Наш канал в Telegram', icon: <TelegramIcon /> },
      ].filter((link) => link.href)
    : [];

  return (
    <section className="info-header" aria-label="О компании">
      <Logo size={96} decorative />
      <div className="info-header-name">
        <p className="info-header-title">Bulbash</p>
        <p className="info-header-tagline">catering</p>
      </div>
      <div className="info-header-contacts">
        <div className="info-header-social">
          {social.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              {link.icon}
            </a>
          ))}
        </div>
        {contacts && (
          <>
            <a href={`tel:+${contacts.phone_number_1.replace(/\D/g, '')}`}>
              <PhoneIcon fontSize="small" /> {contacts.phone_number_1}
            </a>
            <a href={`mailto:${contacts.email}`}>
              <EmailIcon fontSize="small" /> {contacts.email}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
