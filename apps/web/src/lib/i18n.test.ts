import { describe, expect, it } from 'vitest';

// Every area file of every language, read eagerly, as { pl: { companies: {...}, ... }, ... }.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default', eager: true });
const languages: Record<string, Record<string, unknown>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language, area] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/)!;
  (languages[language!] ??= {})[area!] = tree;
}
const { pl, en, de, it: it_, ru } = languages as Record<'pl' | 'en' | 'de' | 'it' | 'ru', Record<string, unknown>>;

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('translations', () => {
  it('every language has every key, and no value is empty', () => {
    const reference = keys(pl);
    for (const [name, tree] of Object.entries({ en, de, it: it_, ru })) {
      expect(keys(tree), name).toEqual(reference);
    }
    for (const tree of [pl, en, de, it_, ru]) {
      const values = JSON.stringify(tree).match(/:""/g);
      expect(values).toBeNull();
    }
  });

  it('has a text of its own for the refusal of too many renders at once, in every language', () => {
    for (const tree of [pl, en, de, it_, ru]) {
      expect((tree.errors as Record<string, string>)['reports/too_many_requests']).toMatch(/\S/);
    }
  });
});
