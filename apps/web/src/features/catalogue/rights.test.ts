import { describe, expect, it } from 'vitest';
import { canChange, followName, localName } from './rights.ts';

describe('catalogue rights', () => {
  it('leaves global items to the super admin and company items to managers', () => {
    expect(canChange('ADMIN', { parentCompanyId: null })).toBe(true);
    expect(canChange('COMPANY_ADMIN', { parentCompanyId: null })).toBe(false);
    expect(canChange('COMPANY_ADMIN', { parentCompanyId: 4 })).toBe(true);
    expect(canChange('ADMIN', { parentCompanyId: 4 })).toBe(true);
    expect(canChange('CONTROLLER', { parentCompanyId: 4 })).toBe(false);
    expect(canChange(undefined, { parentCompanyId: 4 })).toBe(false);
  });

  it('names an item in the interface language when it is translated', () => {
    const item = { name: 'Mysz', translations: { en: { name: 'Mouse' }, de: { name: '' } } };
    expect(localName(item, 'en')).toBe('Mouse');
    expect(localName(item, 'de')).toBe('Mysz');
    expect(localName(item, 'ru')).toBe('Mysz');
  });
});

describe('the Polish translation and the name', () => {
  it('follows a changed name unless it was set to something else', () => {
    expect(
      followName({ name: 'Montaż urządzenia', translations: { pl: { name: 'Montaż' }, en: { name: 'Installation' } } }, { name: 'Montaż' }).translations,
    ).toEqual({ pl: { name: 'Montaż urządzenia' }, en: { name: 'Installation' } });
    expect(followName({ name: 'Nowa', translations: { pl: { name: '' } } }, { name: 'Stara' }).translations).toEqual({ pl: { name: 'Nowa' } });
    expect(followName({ name: 'Nowa', translations: { pl: { name: 'Własna' } } }, { name: 'Stara' }).translations).toEqual({ pl: { name: 'Własna' } });
    expect(
      followName(
        { name: 'A', description: 'Nowy opis', translations: { pl: { name: 'A', description: 'Stary opis' } } },
        { name: 'A', description: 'Stary opis' },
      ).translations?.pl,
    ).toEqual({ name: 'A', description: 'Nowy opis' });
  });
});
