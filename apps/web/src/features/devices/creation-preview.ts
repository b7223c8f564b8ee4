import { DEVICE_LIMITS, multipleUniqueIds, splitUniqueId } from '@trapline/contracts/devices';

/**
 * What a MULTIPLE creation will make, for the form's preview: the first 10 unique ids and how
 * many more (spec 2, section 5). Without a start number, numbering continues after the highest
 * number of the prefix among the place's devices, as the server does.
 */
export function creationPreview(prefix: string, amount: number, startFromNumber: number | null, existingUniqueIds: string[]) {
  if (!/^[A-Z]{1,2}$/.test(prefix) || !Number.isInteger(amount) || amount < 1) return null;
  const first =
    startFromNumber ??
    Math.max(
      0,
      ...existingUniqueIds
        .map(splitUniqueId)
        .filter((s) => s.prefix === prefix && s.number !== null)
        .map((s) => s.number!),
    ) + 1;
  const shown = multipleUniqueIds(prefix, first, Math.min(amount, DEVICE_LIMITS.previewCount));
  return { shown, more: Math.max(0, amount - DEVICE_LIMITS.previewCount), last: `${prefix}${first + amount - 1}` };
}
