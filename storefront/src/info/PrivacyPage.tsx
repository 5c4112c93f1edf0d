import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContacts } from './useContacts';
import { PageContainer } from '../shared/PageContainer';
import { InfoSectionBody } from './InfoSectionBody';
import { PRIVACY_SECTIONS } from './privacyText';

/** /privacy: what personal data the shop keeps, why, for how long, and how to ask about it. */
export default function PrivacyPage() {
  const { contacts } = useContacts();
  const operator = contacts
    ? `${contacts.name_organization} (УНП ${contacts.pan}, ${contacts.organization_address})`
    : 'продавец, указанный на странице «Контакты»';
  const email = contacts?.email ?? 'адрес, указанный на странице «Контакты»';

  return (
    <PageContainer title="Политика конфиденциальности" maxWidth="md">
      <Typography sx={{ mb: 2 }}>
        Оператор персональных данных — {operator}. Мы обрабатываем данные по Закону Республики Беларусь от 7 мая 2021 г. № 99-З «О защите
        персональных данных» и только для того, чтобы принять, приготовить и доставить Ваш заказ.
      </Typography>
      {PRIVACY_SECTIONS.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
          <InfoSectionBody title={section.title} items={section.items} />
        </Box>
      ))}
      <Typography component="h2" variant="h6" gutterBottom>
        Как связаться с нами
      </Typography>
      <Typography>
        Чтобы узнать, какие Ваши данные у нас есть, исправить или удалить их, отозвать согласие, напишите на{' '}
        {contacts ? <a href={`mailto:${contacts.email}`}>{email}</a> : email}. Мы ответим в течение 15 дней.
      </Typography>
    </PageContainer>
  );
}
