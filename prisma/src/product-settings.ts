// What the product settings (product_settings, one row) mean to every process that sends e-mail.

export const DEFAULT_PRODUCT_NAME = 'Trapline';

/**
 * Stands for the product's name in queued e-mails (email_messages): the workers put in the name
 * of the moment they send, so the super admin's choice applies to every message, also to those
 * already queued, without a restart.
 */
export const PRODUCT_NAME_TOKEN = '{{product}}';

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A queued message with the product's name in place of the token. */
export function withProductName<T extends { subject: string; html: string; text: string }>(message: T, productName: string): T {
  return {
    ...message,
    subject: message.subject.replaceAll(PRODUCT_NAME_TOKEN, productName),
    text: message.text.replaceAll(PRODUCT_NAME_TOKEN, productName),
    html: message.html.replaceAll(PRODUCT_NAME_TOKEN, escapeHtml(productName)),
  };
}
