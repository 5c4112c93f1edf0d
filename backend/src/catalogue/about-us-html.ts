import type { IOptions } from 'sanitize-html';
import { onFirstUse } from '../common/on-first-use';

const loadSanitizeHtml = onFirstUse<typeof import('sanitize-html')>('sanitize-html');

/**
 * The formatting the about-us editor produces, and nothing else: no scripts, styles, event
 * handlers or frames; links only to http(s), mailto and tel, opened safely.
 */
const aboutUsHtml = (): IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: loadSanitizeHtml().simpleTransform('a', { rel: 'noopener noreferrer' }) },
});

/** The about-us HTML as it is stored: sanitised on save (the storefront sanitises again on display). */
export function sanitizeAboutUsHtml(html: string): string {
  return loadSanitizeHtml()(html, aboutUsHtml()).trim();
}

export const ABOUT_US_EMPTY_AFTER_SANITISING = 'text: после очистки от недопустимой разметки текст пуст — напишите текст о компании';

/** The visible text of sanitised HTML (tags dropped, entities and whitespace collapsed), to tell an empty page. */
export function textOfHtml(html: string): string {
  return loadSanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s/g, ' ')
    .trim();
}
