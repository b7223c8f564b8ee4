import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERATED_PASSWORD_LENGTH, generatePassword, passwordPolicyViolations, withPasswordConfirmation, ZNewPassword } from './password-policy.ts';

describe('password policy', () => {
  it.each([
    ['Demo!2345', []],
    ['Abcdefg1@', []],
    ['Abc1!', ['min_length']],
    ['abcdefg1!', ['uppercase']],
    ['Abcdefgh!', ['digit']],
    ['Abcdefgh1', ['special']],
    ['Abcdefgh1*', ['special']],
    ['', ['min_length', 'uppercase', 'digit', 'special']],
  ])('%s breaks %j', (password, rules) => {
    expect(passwordPolicyViolations(password)).toEqual(rules);
  });

  it('accepts each special character of the policy', () => {
    for (const c of '@#$%^&+=!') expect(passwordPolicyViolations(`Abcdefg1${c}`)).toEqual([]);
  });

  it('reports each broken rule as its own message key', () => {
    const result = ZNewPassword.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['password_min_length', 'password_uppercase', 'password_digit', 'password_special']);
  });

  it('reports a confirmation mismatch on confirmPassword', () => {
    const schema = withPasswordConfirmation(z.object({ newPassword: ZNewPassword, confirmPassword: z.string() }));
    const result = schema.safeParse({ newPassword: 'Demo!2345', confirmPassword: 'Demo!2346' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'passwords_do_not_match' })]);
  });
});

describe('generatePassword', () => {
  it('makes 12 characters of letters, digits and !@#$%^&*() that satisfy the policy', () => {
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*()]+$/);
      expect(passwordPolicyViolations(password)).toEqual([]);
    }
  });

  it('is driven by the random source it is given', () => {
    const zeros = generatePassword(() => 0);
    expect(zeros).toHaveLength(12);
    expect(generatePassword(() => 0)).toBe(zeros);
  });
});
