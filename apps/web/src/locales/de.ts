// The German texts: every area file of locales/de/ in one module, so the language loads as one chunk when chosen.
export default import.meta.glob<Record<string, unknown>>('./de/*.json', { import: 'default', eager: true });
