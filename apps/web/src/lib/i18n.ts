import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const UI_LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const STORAGE_KEY = 'trapline.language';

// Translations live in one file per area and language (locales/<language>/<area>.json), so each
// feature owns its texts. locales/<language>.ts gathers one language's files: the first load
// carries one language, not five, and the bundle names five modules, not every file.
const languageModules = import.meta.glob<Record<string, Record<string, unknown>>>('../locales/*.ts', { import: 'default' });

async function loadLanguage(language: UiLanguage): Promise<Record<string, unknown>> {
  const areas = await languageModules[`../locales/${language}.ts`]!();
  const prefix = `./${language}/`;
  return Object.fromEntries(Object.entries(areas).map(([path, texts]) => [path.slice(prefix.length, -'.json'.length), texts]));
}

/** A language's name in that language ("polski", "English", "Deutsch", ...), for choosing it. */
export function languageName(language: string): string {
  const code = language.toLowerCase();
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export function storedLanguage(): UiLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (UI_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as UiLanguage) : 'pl';
}

async function ensureLoaded(language: UiLanguage) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadLanguage(language));
}

export async function setUiLanguage(language: UiLanguage) {
  await ensureLoaded(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export async function initI18n() {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    // Error codes contain slashes, not separators; keep the default '.' for nesting only.
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  await ensureLoaded(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export default i18n;
