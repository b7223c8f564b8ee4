// The API as it was before renders became jobs, for the render-load benchmark's "before": the
// real API (server.ts's app) plus one route that draws the plan PDF on the API's own event loop,
// exactly as GET .../maps/{id}/image did then (read the image and devices, render, answer).
import { renderPlanPdf } from '@trapline/render/plan';
import type { ScopedPlace } from '../src/access/place.ts';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/env.ts';
import * as repo from '../src/modules/maps/repository.ts';
import { planExportPayload } from '../src/modules/maps/service.ts';

const config = readConfig();
const app = await buildApp({ config, logger: { level: config.LOG_LEVEL }, docsUi: false });

app.get('/bench/inline-pdf/:placeId/:mapId', { config: { public: true } }, async (request, reply) => {
  const params = request.params as { placeId: string; mapId: string };
  const place = await app.db.place.findUniqueOrThrow({
    where: { id: Number(params.placeId) },
    select: { id: true, uuid: true, name: true, companyId: true, radioErrorInterval: true },
  });
  const map = (await repo.findMap(app.db, place.id, { id: Number(params.mapId) }))!;
  // The benchmark's own route reads a place by id without a caller: it stands in for a resolved one.
  const payload = await planExportPayload(app.db, { ...place, radioHealth: true } as unknown as ScopedPlace, map, 'pdf', 'pl');
  const image = await app.storage.read(map.filePath);
  const pdf = await renderPlanPdf({ ...payload, image, generatedAt: new Date(payload.generatedAt) });
  return reply.header('content-type', 'application/pdf').send(pdf);
});

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: config.API_HOST, port: config.API_PORT });
