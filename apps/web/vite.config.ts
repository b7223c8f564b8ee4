import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { runtimeConfigScript } from './src/config/runtime-script.ts';

/** In development the runtime configuration comes from the dev server, as the start server serves it in production. */
const runtimeConfig = (): Plugin => ({
  name: 'trapline-runtime-config',
  configureServer(server) {
    server.middlewares.use('/config.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end(runtimeConfigScript(process.env));
    });
  },
});

const localeChunk = (id: string) => {
  const language = /\/locales\/(\w+)\/[\w-]+\.json$/.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' }),
    react(),
    runtimeConfig(),
  ],
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // One chunk per language out of the per-area translation files (src/lib/i18n.ts).
    rolldownOptions: { output: { advancedChunks: { groups: [{ name: (id: string) => localeChunk(id) }] } } },
  },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/testing/setup.ts'] },
} as Parameters<typeof defineConfig>[0]);
