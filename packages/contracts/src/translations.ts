// Data translations (device types, actions, pests, observations, categories, mixtures, questions): each row
// keeps its own name and a `translations` object { pl: { name, description }, en: ..., ... }.
// Here are the schemas of that object and the one rule for choosing the text a reader sees, used
// by the API and the panel alike.
import { z } from 'zod';
import { ZText } from './common.ts';

/** The languages data is translated into. */
export const DATA_LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;

/** Translations sent in a request, keyed by language: only pl, en, de, it and ru; each language optional. */
export const translationsOf = <T extends z.ZodType>(entry: T) =>
  z.strictObject({ pl: entry.optional(), en: entry.optional(), de: entry.optional(), it: entry.optional(), ru: entry.optional() });

/** Stored translations as answered: only the languages that have one. */
export const storedTranslationsOf = <Shape extends z.core.$ZodLooseShape>(entry: Shape) => z.record(ZText, z.object(entry));

/** Stored translations of a name and a description (the catalogue, mixtures). */
export const ZStoredTranslations = storedTranslationsOf({ name: ZText.optional(), description: ZText.nullable().optional() });

type Translated = { name: string; description?: string | null; translations?: unknown };

/** One language's entry of a row's translations (stored JSON, so anything may be found there). */
function entryOf(translations: unknown, language: string): Record<string, unknown> | undefined {
  if (!translations || typeof translations !== 'object') return undefined;
  const entry = (translations as Record<string, unknown>)[language.slice(0, 2).toLowerCase()];
  return entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The name in the reader's language, else the row's own name (the Polish one, as entered). */
export function localName(item: Translated, language: string): string {
  const name = entryOf(item.translations, language)?.name;
  return filled(name) ? name : item.name;
}

/** The description in the reader's language, else the row's own. */
export function localDescription(item: Translated, language: string): string | null {
  const description = entryOf(item.translations, language)?.description;
  return filled(description) ? description : (item.description ?? null);
}

type TranslatedQuestion = { question: string; comment?: string | null; translations?: unknown };

/** A visual-inspection question in the reader's language, else as entered. */
export function localQuestion(item: TranslatedQuestion, language: string): string {
  const question = entryOf(item.translations, language)?.question;
  return filled(question) ? question : item.question;
}

/** A visual-inspection question's comment in the reader's language, else as entered. */
export function localComment(item: TranslatedQuestion, language: string): string | null {
  const comment = entryOf(item.translations, language)?.comment;
  return filled(comment) ? comment : (item.comment ?? null);
}
