import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { runtimeConfigScript } from './src/config/runtime-script.ts';
import { NONCE_PLACEHOLDER, securityHeaders } from './src/config/security-headers.ts';

/**
 * In development the runtime configuration and the security headers come from the dev server, as
 * the start server serves them otherwise. The dev server's nonce is the placeholder itself: it is
 * for one developer's machine, where a fixed nonce guards nothing less.
 */
const runtimeConfig = (): Plugin => ({
  name: 'trapline-runtime-config',
  configureServer(server) {
    server.middlewares.use((_request, response, next) => {
      for (const [name, value] of Object.entries(securityHeaders(process.env, NONCE_PLACEHOLDER))) response.setHeader(name, value);
      next();
    });
    server.middlewares.use('/config.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end(runtimeConfigScript(process.env));
    });
  },
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A screen's loader goes in its component's chunk: both are needed together, and the query
      // modules loaders import would otherwise all load with the first page (the sign-in's too).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    runtimeConfig(),
  ],
  // `@/` is src/: imports say where a module lives, not how many folders up it is.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Vite writes this nonce on the script, style and link tags of index.html and in
  // <meta property="csp-nonce">; the start server swaps in a fresh one per page.
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/testing/setup.ts'] },
} as Parameters<typeof defineConfig>[0]);
