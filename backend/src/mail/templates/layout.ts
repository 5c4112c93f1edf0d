import { SHOP_IDENTITY } from '../../common/shop-identity';
import { escapeHtml } from './escape-html';

export interface MailButton {
  label: string;
  url: string;
}

export interface MailContent {
  /** Heading inside the letter (plain text; escaped). */
  title: string;
  /** Plain-text paragraphs (escaped; user-provided values are safe here). */
  paragraphs: string[];
  /** A call-to-action link; the plain-text part shows the URL itself. */
  button?: MailButton;
  /** Ready-made HTML (e.g. an order table); the caller must escape what it puts inside. */
  tableHtml?: string;
  /** The plain-text counterpart of tableHtml. */
  tableText?: string;
  /** Paragraphs after the button/table (escaped). */
  footnotes?: string[];
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** A complete letter: subject plus both parts. */
export interface Letter extends RenderedMail {
  subject: string;
}

const COLORS = { brand: '#7a4b1e', text: '#2b2b2b', muted: '#6f6f6f', background: '#f6f1ea', card: '#ffffff' };
const FONT = "font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif;";

const paragraphHtml = (text: string, color = COLORS.text) =>
  `<p style="margin: 0 0 14px; ${FONT} font-size: 15px; line-height: 22px; color: ${color};">${escapeHtml(text)}</p>`;

function buttonHtml(button: MailButton): string {
  const url = escapeHtml(button.url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin: 8px 0 18px;"><tr>` +
    `<td style="border-radius: 6px; background: ${COLORS.brand};">` +
    `<a href="${url}" target="_blank" style="display: inline-block; padding: 12px 24px; ${FONT} font-size: 15px; ` +
    `font-weight: bold; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(button.label)}</a>` +
    `</td></tr></table>` +
    paragraphHtml('Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:', COLORS.muted) +
    `<p style="margin: 0 0 14px; ${FONT} font-size: 13px; line-height: 18px; word-break: break-all;">` +
    `<a href="${url}" style="color: ${COLORS.brand};">${url}</a></p>`
  );
}

function signatureLines(): string[] {
  return [`С уважением, команда «${SHOP_IDENTITY.name}»`, `Телефон: ${SHOP_IDENTITY.phone}`, `E-mail: ${SHOP_IDENTITY.email}`];
}

/**
 * The shop's one letter layout: a Russian HTML part (inline styles, table layout for mail
 * clients) and its plain-text twin. Used for account and order e-mails alike.
 */
export function renderMail(content: MailContent): RenderedMail {
  const footnotes = content.footnotes ?? [];
  const [signature, phone, email] = signatureLines();

  const html = [
    '<!DOCTYPE html>',
    '<html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.title)}</title></head>`,
    `<body style="margin: 0; padding: 0; background: ${COLORS.background};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background: ${COLORS.background};"><tr><td align="center" style="padding: 24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width: 600px; width: 100%; background: ${COLORS.card}; border-radius: 8px;">`,
    `<tr><td style="padding: 20px 28px; background: ${COLORS.brand}; border-radius: 8px 8px 0 0; ${FONT} font-size: 22px; font-weight: bold; color: #ffffff;">${escapeHtml(SHOP_IDENTITY.name)}</td></tr>`,
    `<tr><td style="padding: 24px 28px 8px;">`,
    `<h1 style="margin: 0 0 16px; ${FONT} font-size: 20px; line-height: 28px; color: ${COLORS.text};">${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map((text) => paragraphHtml(text)),
    content.tableHtml ?? '',
    content.button ? buttonHtml(content.button) : '',
    ...footnotes.map((text) => paragraphHtml(text, COLORS.muted)),
    `</td></tr>`,
    `<tr><td style="padding: 16px 28px 24px; border-top: 1px solid #eee0cf; ${FONT} font-size: 13px; line-height: 20px; color: ${COLORS.muted};">`,
    `${escapeHtml(signature)}<br>`,
    `Телефон: <a href="tel:${escapeHtml(SHOP_IDENTITY.phone.replace(/[^+\d]/g, ''))}" style="color: ${COLORS.muted};">${escapeHtml(SHOP_IDENTITY.phone)}</a><br>`,
    `E-mail: <a href="mailto:${escapeHtml(SHOP_IDENTITY.email)}" style="color: ${COLORS.muted};">${escapeHtml(SHOP_IDENTITY.email)}</a>`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('\n');

  const text = [
    SHOP_IDENTITY.name,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.tableText ? [content.tableText, ''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...footnotes.flatMap((paragraph) => [paragraph, '']),
    '—',
    signature,
    phone,
    email,
    '',
  ].join('\n');

  return { html, text };
}
