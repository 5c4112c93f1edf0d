/** The link schemes the server keeps when it sanitises the about-us text. */
const KEPT_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type LinkAddress = { href: string } | { error: string };

/**
 * What an admin typed as a link address, made into what the page will link to: a bare
 * `bulbash.by/menu` becomes https, an e-mail address becomes mailto:, a phone number tel:.
 * Schemes the server would strip (javascript:, data:, ftp:) are refused with a message.
 */
export function toLinkAddress(typed: string): LinkAddress {
  const text = typed.trim();
  if (text === '') return { error: 'Введите адрес ссылки' };
  if (KEPT_SCHEMES.test(text)) return { href: text };
  if (ANY_SCHEME.test(text) && !/^[^:]+:\d/.test(text)) {
    return { error: 'Адрес должен начинаться с https://, http://, mailto: или tel:' };
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { href: `mailto:${text}` };
  if (/^\+?[\d\s()-]{7,}$/.test(text)) return { href: `tel:${text.replace(/[\s()-]/g, '')}` };
  if (/\s/.test(text)) return { error: 'В адресе не должно быть пробелов' };
  return { href: `https://${text}` };
}
