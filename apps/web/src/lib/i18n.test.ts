import { describe, expect, it } from 'vitest';

// Every area file of every language, read eagerly, as { pl: { companies: {...}, ... }, ... }.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default', eager: true });
const languages: Record<string, Record<string, unknown>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language, area] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/)!;
  (languages[language!] ??= {})[area!] = tree;
}
const { pl, en, de, it: it_, ru } = languages as Record<'pl' | 'en' | 'de' | 'it' | 'ru', Record<string, unknown>>;

function allKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'object' && v !== null ? allKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

// i18next's plural forms (key_one, key_few, ...): each language has the forms of its own grammar.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key, the plural forms of one text counted once. */
function keys(tree: object): string[] {
  return [...new Set(allKeys(tree).map((key) => key.replace(PLURAL, '')))].sort();
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

  it('has every plural form each language needs for each counted text', () => {
    for (const [name, tree] of Object.entries({ pl, en, de, it: it_, ru })) {
      const forms = new Map<string, Set<string>>();
      for (const key of allKeys(tree)) {
        const form = key.match(PLURAL)?.[1];
        if (form) forms.set(key.replace(PLURAL, ''), (forms.get(key.replace(PLURAL, '')) ?? new Set()).add(form));
      }
      const needed = new Intl.PluralRules(name).resolvedOptions().pluralCategories;
      for (const [key, present] of forms) expect([...present].sort(), `${name}: ${key}`).toEqual(expect.arrayContaining([...needed]));
    }
  });

  it('has a text of its own for the refusal of too many renders at once, in every language', () => {
    for (const tree of [pl, en, de, it_, ru]) {
      expect((tree.errors as Record<string, string>)['reports/too_many_requests']).toMatch(/\S/);
    }
  });
});

describe('languageName', () => {
  it('names each language in that language', async () => {
    const { languageName } = await import('./i18n.ts');
    expect(['PL', 'EN', 'DE', 'IT', 'RU'].map(languageName)).toEqual(['Polski', 'English', 'Deutsch', 'Italiano', 'Русский']);
  });
});
