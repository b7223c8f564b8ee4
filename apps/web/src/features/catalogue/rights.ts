import type { UserRole } from '@trapline/contracts/common';

/**
 * Who may change what in the catalogue (spec 2, section 2.6; spec 3, section 2.7): global items
 * and global associations are the super admin's; a company's own items and associations are
 * its managers' (the super admin or a company admin). The server enforces the same rules.
 */
export const canChange = (role: UserRole | undefined, item: { parentCompanyId: number | null }) =>
  item.parentCompanyId === null ? role === 'ADMIN' : role === 'ADMIN' || role === 'COMPANY_ADMIN';

/** A name in the interface language when translated, else the stored one. */
/** The one rule for a translated name (@trapline/contracts/translations). */
export { localName } from '@trapline/contracts/translations';

/**
 * The name (and description) is the default-language (Polish) text: a Polish translation left as
 * it was (empty or equal to the old text) follows a change, so lists never show the old one.
 */
type Texts = { name?: string | undefined; description?: string | null | undefined };
export function followName<T extends { name: string; description?: string | null | undefined; translations?: Record<string, Texts | undefined> | undefined }>(
  values: T,
  previous: { name: string; description?: string | null | undefined },
): T {
  const pl: Texts = { ...values.translations?.pl };
  if (!pl.name || pl.name === previous.name) pl.name = values.name;
  if (values.description !== undefined && (!pl.description || pl.description === previous.description)) pl.description = values.description;
  return { ...values, translations: { ...values.translations, pl } };
}
