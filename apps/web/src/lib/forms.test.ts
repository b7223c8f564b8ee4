import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './forms.ts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: { validation: { required: 'Required', too_long: 'Too long' }, users: { errors: { too_long: 'Name too long' } } } } },
});
const t = i18n.t.bind(i18n);

describe('errorText', () => {
  it('says nothing without an error', () => {
    expect(errorText(t, undefined, 'validation')).toBeUndefined();
  });
  it('takes the first section that knows the key', () => {
    expect(errorText(t, 'too_long', 'users.errors', 'validation')).toBe('Name too long');
    expect(errorText(t, 'too_long', 'places.errors', 'validation')).toBe('Too long');
  });
  it('falls back to "required" for a key no section knows', () => {
    expect(errorText(t, 'Invalid input', 'users.errors', 'validation')).toBe('Required');
  });
});
