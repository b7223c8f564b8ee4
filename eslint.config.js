// Shared lint rules for the whole workspace (flat config).
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UP_THE_TREE = { group: ['../*', '../**'], message: 'Import from @/ (apps/web/src) instead of ../' };

// The web's feature folders: each may import shared code and itself, never another feature.
const WEB_FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.data/**',
      '**/.tools/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '**/playwright-report/**',
      'infra/chirpstack/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Every string a request may carry is ZText, which refuses the NUL character PostgreSQL
    // cannot store; a bare z.string() would let it through to the database. Every search goes
    // through lib/sql.ts, which escapes LIKE's wildcards.
    files: ['packages/contracts/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use ZText from @trapline/contracts/common: it refuses the NUL character, which PostgreSQL cannot store.',
        },
        {
          selector: "Property[key.name='contains']",
          message: "Use textContains() from apps/api/src/lib/sql.ts: Prisma passes `contains` to ILIKE unescaped, so '%' would match everything.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Layers: infrastructure (plugins), scope (access) and shared helpers (lib) know no feature
    // module; a module may use them, never the other way round.
    files: ['apps/api/src/plugins/**/*.ts', 'apps/api/src/access/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'Infrastructure, scope and lib code must not import a feature module: move what both need into lib/ or access/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web imports name where a module lives (`@/lib/...`), not how many folders up it is.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UP_THE_TREE] }] },
  },
  {
    // The web's shared code (lib, components, and shared/: the data several features read) serves
    // every feature and imports none.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UP_THE_TREE,
            { group: ['**/features/**'], message: 'Shared web code must not import a feature: move what both need into lib/, components/ or shared/.' },
          ],
        },
      ],
    },
  },
  // A feature never imports another: what several read lives in shared/, and a route composes the
  // components of several features. The patterns are gitignore-like: '@/features/*/**' rather
  // than '@/features/*', which would also exclude the feature's own folder, so that '!' could not
  // let its files back in. Flat config does not merge a rule's options, hence UP_THE_TREE again.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UP_THE_TREE,
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`],
              message: 'A feature never imports another feature: move what both need into shared/ (data) or compose them in the route',
            },
          ],
        },
      ],
    },
  })),
  {
    // A split route component that reads Route.useParams() and the like makes its route module
    // a chunk of its own, loaded with the sign-in page; useParams({ from }) does not.
    files: ['apps/web/src/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Route'][callee.property.name=/^use/]",
          message: "Use useParams/useSearch/useNavigate({ from: '<route id>' }) instead of Route.use*(): it keeps the route module out of the entry's chunks.",
        },
      ],
    },
  },
);
