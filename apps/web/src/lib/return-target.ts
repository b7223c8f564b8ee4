/**
 * Where the sign-in screen returns to: the address a signed-out user opened (a scanned label's
 * /app?qr=…, a link in an e-mail). Only addresses inside the app are kept; the app's start
 * screens are not worth keeping, so the sign-in address stays plain for them.
 */
export function returnTargetOf(href: string): string | undefined {
  if (!isAppAddress(href)) return undefined;
  const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const plain = !href.includes('?') && !href.includes('#');
  if (plain && (path === '/app' || path === '/app/dashboard')) return undefined;
  return href;
}

/** A path of this app (never another site: "//host" and "/\\host" are refused). */
export function isAppAddress(value: unknown): value is string {
  return typeof value === 'string' && /^\/app(?:[/?#]|$)/.test(value) && !value.includes('\\');
}
