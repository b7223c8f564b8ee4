import type { FieldErrors, Resolver } from 'react-hook-form';

export interface LoginValues {
  email: string;
  password: string;
}

// The sign-in page is the first thing every user loads: its checks are these few lines rather
// than zod, which would add ~38 KB (gzip) to that page alone. Same rules and message keys as
// ZLoginForm (schemas.ts); a unit test holds the two together.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateLogin(values: LoginValues): { values: LoginValues; errors: Partial<Record<keyof LoginValues, string>> } {
  const email = values.email.trim();
  const password = values.password.trim();
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!email) errors.email = 'pleaseEmail';
  else if (!EMAIL.test(email)) errors.email = 'invalid_email';
  if (!password) errors.password = 'pleasePassword';
  return { values: { email, password }, errors };
}

export const loginResolver: Resolver<LoginValues> = (values) => {
  const result = validateLogin(values);
  const entries = Object.entries(result.errors);
  if (entries.length === 0) return { values: result.values, errors: {} };
  const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<LoginValues>;
  return { values: {}, errors };
};
