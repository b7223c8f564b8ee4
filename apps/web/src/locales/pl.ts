// The Polish texts: every area file of locales/pl/ in one module, so the language loads as one chunk when chosen.
export default import.meta.glob<Record<string, unknown>>('./pl/*.json', { import: 'default', eager: true });
