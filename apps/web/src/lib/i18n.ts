import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const UI_LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const STORAGE_KEY = 'trapline.language';

// Each language is its own chunk: the first load carries one, not five.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

export function storedLanguage(): UiLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (UI_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as UiLanguage) : 'pl';
}

async function ensureLoaded(language: UiLanguage) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = bundles[`../locales/${language}.json`];
  if (load) i18n.addResourceBundle(language, 'translation', (await load()).default);
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
