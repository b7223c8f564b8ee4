import type { TFunction } from 'i18next';

/** Reasons the shared catalogue schemas and the API give for a field; anything else reads "invalid". */
const KNOWN = [
  'required',
  'prefix_one_or_two_uppercase_letters',
  'color_hex_rrggbb',
  'company_not_found',
  'device_type_not_found',
  'not_available_to_company',
  'not_device_type_owner',
] as const;

export function fieldMessage(t: TFunction, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  return t(`catalogue.errors.${(KNOWN as readonly string[]).includes(reason) ? reason : 'invalid'}`);
}
