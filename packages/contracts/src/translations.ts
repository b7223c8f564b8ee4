// Data translations (device types, actions, pests, observations, categories, mixtures, questions): each row
// keeps its own name and a `translations` object { pl: { name, description }, en: ..., ... }.
// This is the one rule for choosing the text a reader sees, used by the API and the panel alike.

type Translated = { name: string; description?: string | null; translations?: unknown };

function entryOf(translations: unknown, language: string): { name?: unknown; description?: unknown } | undefined {
  if (!translations || typeof translations !== 'object') return undefined;
  const entry = (translations as Record<string, unknown>)[language.slice(0, 2).toLowerCase()];
  return entry && typeof entry === 'object' ? (entry as { name?: unknown; description?: unknown }) : undefined;
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

function questionEntryOf(translations: unknown, language: string): { question?: unknown; comment?: unknown } | undefined {
  if (!translations || typeof translations !== 'object') return undefined;
  const entry = (translations as Record<string, unknown>)[language.slice(0, 2).toLowerCase()];
  return entry && typeof entry === 'object' ? (entry as { question?: unknown; comment?: unknown }) : undefined;
}

/** A visual-inspection question in the reader's language, else as entered. */
export function localQuestion(item: TranslatedQuestion, language: string): string {
  const question = questionEntryOf(item.translations, language)?.question;
  return filled(question) ? question : item.question;
}

/** A visual-inspection question's comment in the reader's language, else as entered. */
export function localComment(item: TranslatedQuestion, language: string): string | null {
  const comment = questionEntryOf(item.translations, language)?.comment;
  return filled(comment) ? comment : (item.comment ?? null);
}
