export { escapeHtml } from './escape-html';
export { renderMail } from './layout';
export type { MailButton, MailContent, RenderedMail } from './layout';
export { resetPasswordMail, verifyEmailMail } from './account-mails';
export type { AccountMail } from './account-mails';
