import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the OpenAPI document says of one route besides its schema. */
export interface RouteText {
  summary: string;
  description?: string;
}

/** The texts of a routes file's routes. */
export interface RouteDocs {
  /** The texts of `METHOD /path` as the file registers the route; none stops the server from starting. */
  text(route: string): RouteText;
}

/**
 * Reads the Markdown file beside a routes file (`routes.ts` → `routes.md`): under each heading
 * `## METHOD /path`, the route's summary (the first paragraph) and description (the rest, as
 * CommonMark, which is what OpenAPI descriptions are). The prose lives beside the code rather than
 * in it, so a routes file reads as a table of paths, schemas and services, and the API's reference
 * text can be read and proofread as a document. A number the code decides (a limit of the contracts)
 * is written `{{name}}` and given in `values`, so the text follows the code.
 */
export function routeDocs(routesFileUrl: string, values: Record<string, string | number> = {}): RouteDocs {
  const file = fileURLToPath(routesFileUrl).replace(/\.ts$/, '.md');
  const docs = parseRouteDocs(readFileSync(file, 'utf8'), values, file);
  return {
    text(route) {
      const text = docs.get(route);
      if (!text) throw new Error(`${route} has no summary: add "## ${route}" to ${file}`);
      return text;
    },
  };
}

/** The texts of a Markdown file of route texts, by `METHOD /path`. */
export function parseRouteDocs(markdown: string, values: Record<string, string | number> = {}, file = 'route docs'): ReadonlyMap<string, RouteText> {
  const filled = markdown.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: {{${name}}} has no value`);
    return String(value);
  });
  const docs = new Map<string, RouteText>();
  for (const section of filled.split(/^## /m).slice(1)) {
    const [heading = '', ...lines] = section.split('\n');
    const [summary = '', ...rest] = lines
      .join('\n')
      .trim()
      .split(/\n\s*\n/);
    const key = heading.trim();
    if (!/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(key) || summary === '') throw new Error(`${file}: "## ${key}" needs a method, a path and a summary`);
    if (docs.has(key)) throw new Error(`${file}: "## ${key}" is written twice`);
    const description = rest.join('\n\n').trim();
    docs.set(key, description === '' ? { summary } : { summary, description });
  }
  return docs;
}
