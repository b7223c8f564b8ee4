/** The item's name in the UI language when it has one, else its own name. */
export function localName(item: { name: string; translations: Record<string, { name?: string | undefined } | undefined> }, language: string): string {
  return item.translations[language.slice(0, 2)]?.name?.trim() || item.name;
}
