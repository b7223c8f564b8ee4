// Search-param readers for the routes' validateSearch. Route definitions load with the app's
// entry (and so with the sign-in page): plain functions keep zod out of that first load.

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

export const pageNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
