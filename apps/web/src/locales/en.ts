// The English texts: every area file of locales/en/ in one module, so the language loads as one chunk when chosen.
export default import.meta.glob<Record<string, unknown>>('./en/*.json', { import: 'default', eager: true });
