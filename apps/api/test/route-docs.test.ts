import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configFor } from '../src/env.ts';
import { parseRouteDocs } from '../src/lib/route-docs.ts';

const source = new URL('../src/', import.meta.url).pathname;

describe('route texts', () => {
  it('reads a summary, a description of several paragraphs and the numbers the code gives', () => {
    const docs = parseRouteDocs(
      '# The routes of x.ts\n\nIntro.\n\n## GET /api/things\n\nThe things\n\n## POST /api/things/:id\n\nMake a thing\n\nAt most {{max}} bytes.\n\nSecond paragraph.\n',
      { max: 5 },
    );
    expect(docs.get('GET /api/things')).toEqual({ summary: 'The things' });
    expect(docs.get('POST /api/things/:id')).toEqual({ summary: 'Make a thing', description: 'At most 5 bytes.\n\nSecond paragraph.' });
    expect(docs.size).toBe(2);
  });

  it('refuses a number the code does not give, a heading written twice and a heading without a summary', () => {
    expect(() => parseRouteDocs('## GET /a\n\nA {{max}}\n')).toThrow('{{max}} has no value');
    expect(() => parseRouteDocs('## GET /a\n\nA\n\n## GET /a\n\nB\n')).toThrow('written twice');
    expect(() => parseRouteDocs('## GET /a\n\n')).toThrow('needs a method, a path and a summary');
    expect(() => parseRouteDocs('## FETCH /a\n\nA\n')).toThrow('needs a method, a path and a summary');
  });

  it('documents every route the API serves, and no other, each with the summary the OpenAPI document shows', async () => {
    const app = await buildApp({ config: configFor({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none' }), logger: false, docsUi: false });
    await app.ready();
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { summary?: string }>> };
    await app.close();
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(20);
    let headings = 0;
    for (const file of files) {
      // The numbers a file leaves to the code are not needed to find its routes.
      const markdown = readFileSync(join(source, file), 'utf8').replace(/\{\{\w+\}\}/g, 'n');
      for (const [key, text] of parseRouteDocs(markdown, {}, file)) {
        const [method = '', path = ''] = key.split(' ');
        const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')]?.[method.toLowerCase()];
        expect(operation?.summary, `${file}: ${key}`).toBe(text.summary);
        headings++;
      }
    }
    const operations = Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(headings).toBe(operations);
  });
});
