/**
 * Searches. LIKE and ILIKE read `%` and `_` in a pattern as wildcards and `\` as their escape,
 * and Prisma hands the text of `contains` to ILIKE as it is: a search for "%" would match every
 * row. Every search escapes the user's text here, whichever way it reaches the database.
 */

/** `text` with LIKE's pattern characters escaped, so each matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE / ILIKE pattern (raw SQL) matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A Prisma string filter matching `text` anywhere, ignoring case. */
export function textContains(text: string) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a Prisma `contains` is built
  return { contains: escapeLike(text), mode: 'insensitive' as const };
}
