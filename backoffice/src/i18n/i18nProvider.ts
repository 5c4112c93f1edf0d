import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { shopMessages, tiptapMessages } from './messages';

const messages = {
  ...russianMessages,
  ...shopMessages,
  ra: {
    ...russianMessages.ra,
    action: { ...russianMessages.ra.action, save: 'сохранить', delete: 'удалить' },
    tiptap: tiptapMessages,
  },
};

/** Server texts (`detail`) go through translate too: missing keys are shown as they are. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'ru', [{ locale: 'ru', name: 'Русский' }], { allowMissing: true });
