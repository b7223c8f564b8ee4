import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CLIENT_HEADERS } from '@trapline/contracts/common';

/** OpenAPI 3 generated from the routes' zod schemas; served at /docs. */
export default fp<{ serverUrl: string; ui: boolean }>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Trapline API',
          version: '1.0.0',
          description: [
            'Back office of pest-control companies: companies, places, devices, inspections, LoRa sensors, recommendations and reports.',
            '',
            'Every call may send: `Authorization: Bearer <token>`, `Accept-Language` (pl default, en, de, it, ru: language of error messages),',
            `\`${CLIENT_HEADERS.timezone}\` (IANA time zone), \`${CLIENT_HEADERS.date}\` and \`${CLIENT_HEADERS.localDate}\` (the client's date),`,
            `and \`${CLIENT_HEADERS.enterprise}\` (enterprise identifier: limits sign-in and every call to that company's tree).`,
            '',
            'Errors answer `{ code, message, details? }` with a 4xx status; validation failures list field errors in `details.fields`.',
            'Text never accepts the NUL character (`nul_character`), and integers (ids included) are 32-bit: at most 2147483647.',
          ].join('\n'),
        },
        servers: [{ url: opts.serverUrl }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (opts.ui) {
      await app.register(async (docs) => {
        // The documentation pages are public; this context marks every route it adds so.
        docs.addHook('onRoute', (route) => {
          route.config = { ...route.config, public: true };
        });
        // Swagger UI's own policy (hashes of its inline scripts), not framed, and usable on plain
        // http: without upgrade-insecure-requests, which would send its assets to https.
        await docs.register(swaggerUi, {
          routePrefix: '/docs',
          uiConfig: { docExpansion: 'list' },
          staticCSP: true,
          transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
        });
      });
    }
  },
  { name: 'swagger' },
);
