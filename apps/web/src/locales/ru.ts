// The Russian texts: every area file of locales/ru/ in one module, so the language loads as one chunk when chosen.
export default import.meta.glob<Record<string, unknown>>('./ru/*.json', { import: 'default', eager: true });
