import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';
import { ZLoginForm } from './schemas.ts';

describe('sign-in validation', () => {
  const samples = [
    { email: '', password: '' },
    { email: '  ', password: 'x' },
    { email: 'anna@trapline.demo', password: '' },
    { email: ' Anna.Nowak@trapline.demo ', password: ' Demo!2345 ' },
    { email: 'anna@', password: 'x' },
    { email: 'anna@trapline', password: 'x' },
    { email: 'an na@trapline.demo', password: 'x' },
    { email: 'anna..nowak@trapline.demo', password: 'x' },
    { email: 'a+b@mail.example.co.uk', password: 'x' },
  ];

  it('agrees with the shared zod schema on every sample', () => {
    for (const sample of samples) {
      const zod = ZLoginForm.safeParse(sample);
      const mine = validateLogin(sample);
      const zodErrors = zod.success ? {} : Object.fromEntries(zod.error.issues.map((i) => [String(i.path[0]), i.message]));
      expect(mine.errors, JSON.stringify(sample)).toEqual(zodErrors);
      if (zod.success) expect(mine.values).toEqual(zod.data);
    }
  });
});
