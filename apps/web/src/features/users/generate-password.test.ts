import { passwordPolicyViolations } from '@trapline/contracts/password-policy';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generated passwords', () => {
  it('are 12 characters, meet the policy and differ every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(12);
      expect(passwordPolicyViolations(password)).toEqual([]);
      expect(password).not.toMatch(/[0O1lI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });
});
