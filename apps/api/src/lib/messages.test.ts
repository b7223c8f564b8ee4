import { ERROR_CODES } from '@trapline/contracts/errors';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, messageFor, pickLanguage, successMessage, TEXTS } from './messages.ts';

describe('API texts', () => {
  // The types check that Polish and English name every code; a misspelt code in a file would
  // only ever fall back to English, so the files are checked for codes nobody answers with.
  it('name only known error codes and the same success messages in every language', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(TEXTS[lang].errors).filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
      expect(Object.keys(TEXTS[lang].success).sort()).toEqual(Object.keys(TEXTS.en.success).sort());
    }
  });

  it('answer in the language asked for, in English where a language has no text of its own', () => {
    expect(messageFor('common/not_found', 'de')).toBe('Ressource nicht gefunden.');
    expect(messageFor('common/conflict', 'de')).toBe('The data conflicts with the current state.');
    expect(messageFor('common/conflict', 'pl')).toBe('Konflikt danych.');
    expect(messageFor('common/not_found', 'fr')).toBe('Resource not found.');
    expect(successMessage('passwordChanged', 'it')).toBe('Password modificata');
  });

  it('pick the first supported language of the request, Polish by default', () => {
    expect(pickLanguage('fr-FR, ru;q=0.8, en;q=0.5')).toBe('ru');
    expect(pickLanguage('fr')).toBe('pl');
    expect(pickLanguage(undefined)).toBe('pl');
  });
});
