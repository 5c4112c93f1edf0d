import { SHOP_IDENTITY } from '../common/shop-identity';

/** The seller's own details a fresh database starts with (editable later). Fictional but realistic. */
export const DEFAULT_CONTACTS = {
  nameOrganization: SHOP_IDENTITY.legalName,
  phoneNumber1: SHOP_IDENTITY.phone,
  phoneNumber2: null,
  email: SHOP_IDENTITY.email,
  telegramLink: 'https://t.me/bulbash_catering',
  instagramLink: 'https://www.instagram.com/bulbash.catering',
  appLink: 'https://apps.apple.com/by/app/bulbash-catering/id6447183925',
  pan: '193648271',
  certificateNumber: '0714523',
  commercialRegister: '14.03.2019',
  issuedBy: 'Минский городской исполнительный комитет (Мингорисполком)',
  organizationAddress: '220030, г. Минск, ул. Интернациональная, д. 36, пом. 12',
  physicalAddress: '220089, г. Минск, пр-т Дзержинского, д. 104, цех 3 (кухня и самовывоз)',
  bankCurrentAccount: 'BY27ALFA30132947560010270000',
  bankIdentificationCode: 'ALFABY2X',
  bankAddress: 'ЗАО «Альфа-Банк», 220013, г. Минск, ул. Сурганова, д. 43-47',
  aboutMe:
    'Бульбаш кейтеринг — семейная кухня в Минске. С 2019 года готовим фуршетные боксы, канапе, ' +
    'банкетные блюда и ланч-боксы для свадеб, дней рождения, корпоративов и деловых встреч. ' +
    'Готовим в день доставки из свежих белорусских продуктов и привозим к месту праздника или в офис.',
} as const;

export const CERTIFICATE_TITLE = 'о государственной регистрации индивидуального предпринимателя';

export function certificateRows(): string[] {
  return [
    `Регистрационный № ${DEFAULT_CONTACTS.certificateNumber}`,
    `${DEFAULT_CONTACTS.nameOrganization}`,
    `УНП ${DEFAULT_CONTACTS.pan}`,
    `Дата регистрации: ${DEFAULT_CONTACTS.commercialRegister}`,
    'Выдано: Мингорисполком',
    'Вид деятельности: кейтеринг,',
    'организация питания на мероприятиях',
  ];
}

export const DEFAULT_ABOUT_US_HTML = `<h2>Бульбаш кейтеринг</h2>
<p>Мы — небольшая кухня в Минске, которая с 2019 года готовит еду для праздников и деловых встреч. Начинали с домашних драников и пирогов для друзей, а сегодня кормим свадьбы на сто гостей, корпоративы и утренние планёрки.</p>
<h3>Что мы готовим</h3>
<ul>
<li>фуршетные боксы и сеты канапе — удобно взять со стола одной рукой;</li>
<li>салаты, горячие блюда и банкетные подачи — для застолья и юбилея;</li>
<li>выпечку и десерты — от белорусских пирогов до капкейков;</li>
<li>ланч-боксы для офиса — с доставкой к обеду по будням.</li>
</ul>
<h3>Как мы работаем</h3>
<p>Готовим в день доставки, только из свежих продуктов белорусских фермеров. Привозим в крафтовых коробках или на лотках, бесплатно в пределах МКАД. Заказы принимаем онлайн и по телефону ${SHOP_IDENTITY.phone}, обрабатываем с 9:00 до 21:00.</p>
<p>Будем рады накормить ваших гостей!<br>Команда «Бульбаш кейтеринг»</p>`;
