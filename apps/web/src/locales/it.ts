// The Italian texts: every area file of locales/it/ in one module, so the language loads as one chunk when chosen.
export default import.meta.glob<Record<string, unknown>>('./it/*.json', { import: 'default', eager: true });
