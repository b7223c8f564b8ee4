import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_HEADERS } from '@trapline/contracts/common';
import { REFRESH_COOKIE_HEADER } from './modules/auth/refresh-cookie.ts';
import type { DbClient } from '@trapline/db/client';
import type { ApiConfig } from './env.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import authPlugin from './plugins/app/auth.ts';
import backgroundPlugin from './plugins/app/background.ts';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler.ts';
import prismaPlugin from './plugins/app/prisma.ts';
import storagePlugin from './plugins/app/storage.ts';
import jobsPlugin from './plugins/app/jobs.ts';
import renderJobsPlugin from './plugins/app/render-jobs.ts';
import requestContext from './plugins/app/request-context.ts';
import accountRoutes from './modules/account/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import companyRoutes from './modules/companies/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import userRoutes from './modules/users/routes.ts';
import emailChangeRoutes from './modules/email-change/routes.ts';
import placeRoutes from './modules/places/routes.ts';
import deviceRoutes from './modules/devices/routes.ts';
import deviceRecordRoutes from './modules/devices/record-routes.ts';
import inspectionRoutes from './modules/inspections/routes.ts';
import reportRoutes from './modules/reports/routes.ts';
import statisticsRoutes from './modules/statistics/routes.ts';
import loraRoutes from './modules/lora/routes.ts';
import mapRoutes from './modules/maps/routes.ts';
import interventionRoutes from './modules/interventions/routes.ts';
import limitRoutes from './modules/limits/routes.ts';
import fileRoutes from './modules/files/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import jobRoutes from './modules/jobs/routes.ts';
import categoryRoutes from './modules/recommendation-categories/routes.ts';
import recommendationRoutes from './modules/recommendations/routes.ts';
import mixtureRoutes from './modules/mixtures/routes.ts';
import visualInspectionRoutes from './modules/visual-inspection/routes.ts';
import scheduleRoutes from './modules/schedule/routes.ts';
import qrcodeRoutes from './modules/qrcodes/routes.ts';
import calendarFeedRoutes from './modules/calendar-feed/routes.ts';
import recommendationReminderRoutes from './modules/recommendation-reminders/routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import { setNotificationWebUrl } from '@trapline/notifications/notify';

export interface BuildAppOptions {
  config: ApiConfig;
  /** An existing Prisma client (tests share one per file); by default the app makes its own. */
  db?: DbClient;
  logger?: FastifyServerOptions['logger'];
  /** Serve the Swagger UI at /docs (the OpenAPI printer does not need it). */
  docsUi?: boolean;
}

/** Builds the API: external plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logger, docsUi = true }: BuildAppOptions) {
  // Notification e-mails link to the panel (the LoRa bridge sets the same from its own environment).
  setNotificationWebUrl(config.PUBLIC_WEB_URL);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // X-Forwarded-For decides request.ip (sign-in throttling) only when it comes from a configured proxy.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
    // The framework's own refusals answer `{ code, message }` like every other error.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  // The API answers JSON and files, never pages of its own (the documentation sets its own policy).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(cors, {
    origin: [
      config.PUBLIC_WEB_URL,
      ...(config.CORS_ORIGINS?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? []),
    ],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'x-request-id', REFRESH_COOKIE_HEADER, ...Object.values(CLIENT_HEADERS)],
    exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
    // Browsers keep a preflight's answer for this long (Chrome at most 2 hours) instead of 5
    // seconds: without it every screen opened waits for an extra round trip per call it makes.
    maxAge: 7200,
  });
  await app.register(formbody);
  // Limits are set per upload (lib/uploads.ts); these only bound what any request may carry.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });
  await app.register(swaggerPlugin, { serverUrl: config.PUBLIC_API_URL, ui: docsUi });

  // App plugins.
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(prismaPlugin, { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, ...(db ? { client: db } : {}) });
  await app.register(backgroundPlugin);
  await app.register(storagePlugin, { config });
  await app.register(jobsPlugin, { databaseUrl: config.DATABASE_URL });
  await app.register(renderJobsPlugin, {
    limits: { perUser: config.HEAVY_RENDERS_PER_USER, total: config.HEAVY_RENDERS_TOTAL, waitMs: config.RENDER_WAIT_SECONDS * 1000 },
  });
  await app.register(authPlugin, { secret: config.JWT_SECRET, accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(accountRoutes, { config });
  await app.register(companyRoutes);
  await app.register(userRoutes, { config });
  await app.register(emailChangeRoutes, { config });
  await app.register(notificationRoutes);
  await app.register(dashboardRoutes);
  await app.register(placeRoutes);
  await app.register(deviceRoutes);
  await app.register(deviceRecordRoutes);
  await app.register(inspectionRoutes);
  await app.register(reportRoutes);
  await app.register(statisticsRoutes);
  await app.register(loraRoutes, { config });
  await app.register(mapRoutes);
  await app.register(interventionRoutes);
  await app.register(fileRoutes);
  await app.register(catalogueRoutes);
  await app.register(jobRoutes);
  await app.register(categoryRoutes);
  await app.register(recommendationRoutes);
  await app.register(mixtureRoutes);
  await app.register(visualInspectionRoutes);
  await app.register(scheduleRoutes);
  await app.register(qrcodeRoutes, { config });
  await app.register(calendarFeedRoutes, { config });
  await app.register(recommendationReminderRoutes);
  await app.register(settingsRoutes, { config });
  await app.register(limitRoutes);

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  return app;
}

/** A hop count as Fastify applies it (its types take the count only as a function). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
