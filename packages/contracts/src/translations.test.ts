import { describe, expect, it } from 'vitest';
import { localComment, localDescription, localName, localQuestion } from './translations.ts';

describe('data translations', () => {
  const type = {
    name: 'Pułapka na myszy',
    description: 'Opis',
    translations: { en: { name: 'Mouse trap', description: 'About' }, de: { name: '  ' }, it: null },
  };

  it("picks the reader's language and falls back to the row's own name", () => {
    expect(localName(type, 'en')).toBe('Mouse trap');
    expect(localName(type, 'EN-gb')).toBe('Mouse trap');
    expect(localName(type, 'de')).toBe('Pułapka na myszy');
    expect(localName(type, 'it')).toBe('Pułapka na myszy');
    expect(localName(type, 'ru')).toBe('Pułapka na myszy');
    expect(localName({ name: 'X', translations: 'broken' }, 'en')).toBe('X');
    expect(localName({ name: 'X' }, 'en')).toBe('X');
  });

  it('does the same for descriptions', () => {
    expect(localDescription(type, 'en')).toBe('About');
    expect(localDescription(type, 'de')).toBe('Opis');
    expect(localDescription({ name: 'X' }, 'de')).toBeNull();
  });
});

describe('visual-inspection question translations', () => {
  const question = {
    question: 'Czy drzwi są szczelne?',
    comment: 'Sprawdź uszczelki',
    translations: { en: { question: 'Are the doors sealed?', comment: '' }, de: { question: ' ' } },
  };

  it("picks the reader's language and falls back to the question as entered", () => {
    expect(localQuestion(question, 'en')).toBe('Are the doors sealed?');
    expect(localQuestion(question, 'de')).toBe('Czy drzwi są szczelne?');
    expect(localComment(question, 'en')).toBe('Sprawdź uszczelki');
    expect(localQuestion({ question: 'X', translations: null }, 'en')).toBe('X');
  });
});
