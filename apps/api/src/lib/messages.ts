import type { ErrorCode } from '@trapline/contracts/errors';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import pl from '../locales/pl.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };

export const LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;
type Lang = (typeof LANGUAGES)[number];

type SuccessKey = keyof typeof en.success;

/**
 * The texts the API answers with, in the request's language: one file per language in
 * src/locales/, as the web panel keeps its own. Polish and English name every error code (the
 * types check it); a code another language leaves out is answered in English.
 */
const complete: Record<'pl' | 'en', { errors: Record<ErrorCode, string>; success: Record<SuccessKey, string> }> = { pl, en };
export const TEXTS: Record<Lang, { errors: Partial<Record<ErrorCode, string>>; success: Record<SuccessKey, string> }> = { ...complete, de, it, ru };

const isLang = (tag: string | undefined): tag is Lang => (LANGUAGES as readonly (string | undefined)[]).includes(tag);

/** An error message in the request's language; Polish is the default, other languages fall back to English. */
export function messageFor(code: ErrorCode, lang: string): string {
  return (isLang(lang) ? TEXTS[lang].errors[code] : undefined) ?? complete.en.errors[code];
}

/** Picks the first supported language of an Accept-Language header; Polish by default. */
export function pickLanguage(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'pl';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(tag)) return tag;
  }
  return 'pl';
}

/** Success messages the API answers with, in the request's language. */
export function successMessage(key: SuccessKey, lang: Lang): string {
  return TEXTS[lang].success[key];
}
