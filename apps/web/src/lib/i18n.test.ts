import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import it_ from '../locales/it.json';
import pl from '../locales/pl.json';
import ru from '../locales/ru.json';

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
});
