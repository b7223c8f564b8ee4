import { describe, expect, it } from 'vitest';
import { ZStatisticsResponse, type StatisticsSeries } from '@trapline/contracts/statistics';
import { statisticsSums, sumsCoverage } from '@trapline/render/statistics-sums';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

/** A small seeded generator: a failing data set can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The day of an instant in a time zone, as the statistics count it. */
const dayIn = (timezone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('statistics', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const otherPlace = await createPlace(t.db, client.id);
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT', placeIds: number[] = []) => {
      const user = await createUser(t.db, { companyId, role });
      for (const placeId of placeIds) await t.db.placeUser.create({ data: { placeId, userId: user.id } });
      return bearer((await signIn(t.app, user.email)).token);
    };
    const trap = await t.db.deviceType.create({ data: { name: 'Pułapka', translations: { en: { name: 'Trap' } } } });
    const lamp = await t.db.deviceType.create({ data: { name: 'Lampa' } });
    const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mysz' } });
    const rat = await t.db.deviceTypeObject.create({ data: { name: 'Szczur', category: 'DANGEROUS' } });
    const clean = await t.db.deviceTypeAction.create({ data: { name: 'Czyszczenie' } });
    const eaten = await t.db.deviceTypeObservation.create({ data: { name: 'Zjedzone', type: 'BAIT_COLLECT' } });
    const hall = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Hala' } });
    const store = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Magazyn' } });
    return {
      provider,
      client,
      other,
      place,
      otherPlace,
      trap,
      lamp,
      mouse,
      rat,
      clean,
      eaten,
      hall,
      store,
      login,
      manager: await login(provider.id, 'COMPANY_ADMIN'),
      technician: await login(provider.id, 'USER', [place.id]),
      strayTechnician: await login(provider.id, 'USER', [otherPlace.id]),
      clientUser: await login(client.id, 'CLIENT'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
      url: `/api/place/${place.uuid}/statistics`,
    };
  }

  it(
    'equals a straightforward recomputation for random records: zones, deleted devices, inspections and day boundaries in the time zone',
    { timeout: 90_000 },
    async () => {
      const w = await world();
      const next = random(18);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      const devices: Array<{ id: number; zoneId: number | null; deviceTypeId: number }> = [];
      for (let i = 1; i <= 8; i++) {
        devices.push(
          await t.db.device.create({
            data: {
              placeId: w.place.id,
              uniqueId: `S${i}`,
              prefix: 'S',
              number: i,
              deviceTypeId: i % 3 === 0 ? w.lamp.id : w.trap.id,
              zoneId: i % 4 === 0 ? null : i % 2 ? w.hall.id : w.store.id,
            },
          }),
        );
      }
      const foreignDevice = await t.db.device.create({ data: { placeId: w.otherPlace.id, uniqueId: 'F1', deviceTypeId: w.trap.id } });
      const inspection = await t.db.inspection.create({ data: { placeId: w.place.id, name: 'Przegląd', status: 'COMPLETED', finishedAt: new Date() } });
      const timezone = 'Europe/Warsaw';
      // Around the boundaries of 2026-03-01..2026-03-31 in Warsaw (and the DST change on 29 March).
      const start = Date.parse('2026-02-28T20:00:00Z');
      const span = Date.parse('2026-04-01T03:00:00Z') - start;
      const records: Array<{ kind: 'objects' | 'actions' | 'observations'; deviceId: number; item: number; amount: number; at: Date }> = [];
      for (let i = 0; i < 400; i++) {
        const device = pick(devices);
        const at = new Date(start + Math.floor(next() * span));
        const amount = 1 + Math.floor(next() * 5);
        const inInspection = next() < 0.4 ? inspection.id : null;
        const kind = pick(['objects', 'actions', 'observations'] as const);
        if (kind === 'objects') {
          const item = pick([w.mouse.id, w.rat.id]);
          await t.db.deviceObjectRecord.create({ data: { deviceId: device.id, deviceTypeObjectId: item, amount, createdAt: at, inspectionId: inInspection } });
          records.push({ kind, deviceId: device.id, item, amount, at });
        } else if (kind === 'actions') {
          await t.db.deviceActionRecord.create({
            data: { deviceId: device.id, deviceTypeActionId: w.clean.id, amount, createdAt: at, inspectionId: inInspection },
          });
          records.push({ kind, deviceId: device.id, item: w.clean.id, amount, at });
        } else {
          await t.db.deviceObservationRecord.create({
            data: { deviceId: device.id, deviceTypeObservationId: w.eaten.id, type: 'BAIT_COLLECT', amount, createdAt: at, inspectionId: inInspection },
          });
          records.push({ kind, deviceId: device.id, item: w.eaten.id, amount, at });
        }
      }
      await t.db.deviceObjectRecord.create({
        data: { deviceId: foreignDevice.id, deviceTypeObjectId: w.mouse.id, amount: 100, createdAt: new Date('2026-03-10T10:00:00Z') },
      });
      // A deleted device keeps its records in the statistics.
      await t.db.device.update({ where: { id: devices[0]!.id }, data: { deletedAt: new Date() } });

      const response = await t.app.inject({
        method: 'GET',
        url: `${w.url}?from=2026-03-01&to=2026-03-31&placeId=${w.place.uuid}`,
        headers: { ...w.technician, 'x-timezone': timezone },
      });
      expect(response.statusCode).toBe(200);
      const body = ZStatisticsResponse.parse(response.json());
      expect(body.days).toHaveLength(31);
      expect(body.days[0]).toBe('2026-03-01');
      expect(body.from).toBe('2026-02-28T23:00:00.000Z');

      const inRange = records.filter((r) => dayIn(timezone, r.at) >= '2026-03-01' && dayIn(timezone, r.at) <= '2026-03-31');
      /** Expected series: day → "kind:item" → sum. */
      const expected = (keep: (r: (typeof records)[number]) => boolean) => {
        const days = new Map<string, Map<string, number>>();
        for (const r of inRange.filter(keep)) {
          const day = dayIn(timezone, r.at);
          const sums = days.get(day) ?? new Map<string, number>();
          sums.set(`${r.kind}:${r.item}`, (sums.get(`${r.kind}:${r.item}`) ?? 0) + r.amount);
          days.set(day, sums);
        }
        return Object.fromEntries([...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, sums]) => [day, Object.fromEntries([...sums].sort())]));
      };
      const actual = (series: StatisticsSeries) =>
        Object.fromEntries(
          series.dates.map((d) => [
            d.date,
            Object.fromEntries(
              [
                ...d.objects.map((o) => [`objects:${o.deviceTypeObjectId}`, o.amount] as const),
                ...d.actions.map((a) => [`actions:${a.deviceTypeActionId}`, a.amount] as const),
                ...d.observations.map((o) => [`observations:${o.deviceTypeObservationId}`, o.amount] as const),
              ].sort(),
            ),
          ]),
        );
      const deviceOf = new Map(devices.map((d) => [d.id, d]));
      expect(actual(body.byPlace)).toEqual(expected(() => true));
      expect(body.byPlace.name).toBe(w.place.name);
      for (const zone of [w.hall.id, w.store.id, null]) {
        const series = body.byZone.find((s) => s.id === zone)!;
        expect(actual(series)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.zoneId === zone));
      }
      expect(body.byZone.map((s) => s.name)).toEqual(['Hala', 'Magazyn', null]);
      for (const type of [w.trap, w.lamp])
        expect(actual(body.byDeviceType.find((s) => s.id === type.id)!)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.deviceTypeId === type.id));
      for (const device of devices) {
        const series = body.byDevice.find((s) => s.id === device.id);
        const want = expected((r) => r.deviceId === device.id);
        if (Object.keys(want).length === 0) expect(series).toBeUndefined();
        else expect(actual(series!)).toEqual(want);
      }
      expect(body.byDevice.find((s) => s.id === devices[0]!.id)?.deleted).toBe(true);
      const dangerous = inRange.filter((r) => r.kind === 'objects' && r.item === w.rat.id).reduce((sum, r) => sum + r.amount, 0);
      expect(body.byPlace.data.dangerousObjects).toBe(dangerous);
      expect(body.byPlace.dates.flatMap((d) => d.objects).find((o) => o.deviceTypeObjectId === w.rat.id)).toMatchObject({
        isDangerous: true,
        deviceTypeObject: { name: 'Szczur' },
      });

      // Names in the caller's language; the filters narrow the devices counted.
      const english = (
        await t.app.inject({
          method: 'GET',
          url: `${w.url}?from=2026-03-01&to=2026-03-31&deviceTypeId=${w.trap.id}`,
          headers: { ...w.manager, 'x-timezone': timezone, 'accept-language': 'en' },
        })
      ).json();
      expect(english.byDeviceType.map((s: StatisticsSeries) => s.name)).toEqual(['Trap']);
      const zoned = (
        await t.app.inject({
          method: 'GET',
          url: `${w.url}?from=2026-03-01&to=2026-03-31&zoneId=${w.hall.id}`,
          headers: { ...w.manager, 'x-timezone': timezone },
        })
      ).json();
      expect(actual(zoned.byPlace)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.zoneId === w.hall.id));
      // Several zones, types or devices: repeated or comma-separated, a device counts when in any of them.
      const hallAndStore = new Set([w.hall.id, w.store.id]);
      for (const query of [`zoneId=${w.hall.id}&zoneId=${w.store.id}`, `zoneId=${w.hall.id},${w.store.id}`]) {
        const both = (
          await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-01&to=2026-03-31&${query}`, headers: { ...w.manager, 'x-timezone': timezone } })
        ).json();
        expect(actual(both.byPlace)).toEqual(expected((r) => hallAndStore.has(deviceOf.get(r.deviceId)!.zoneId!)));
        expect(both.byZone.map((s: StatisticsSeries) => s.id).sort()).toEqual([...hallAndStore].sort());
      }
      const types = (
        await t.app.inject({
          method: 'GET',
          url: `${w.url}?from=2026-03-01&to=2026-03-31&deviceTypeId=${w.trap.id}&deviceTypeId=${w.lamp.id}&zoneId=${w.hall.id}`,
          headers: { ...w.manager, 'x-timezone': timezone },
        })
      ).json();
      expect(actual(types.byPlace)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.zoneId === w.hall.id));
      const picked = [devices[1]!.id, devices[2]!.id];
      const two = (
        await t.app.inject({
          method: 'GET',
          url: `${w.url}?from=2026-03-01&to=2026-03-31&deviceId=${picked.join(',')}`,
          headers: { ...w.manager, 'x-timezone': timezone },
        })
      ).json();
      expect(actual(two.byPlace)).toEqual(expected((r) => picked.includes(r.deviceId)));
      expect(two.byDevice.every((s: StatisticsSeries) => picked.includes(s.id!))).toBe(true);
      // Another place's device in the filter counts nothing.
      const stray = (
        await t.app.inject({
          method: 'GET',
          url: `${w.url}?from=2026-03-01&to=2026-03-31&deviceId=${foreignDevice.id}`,
          headers: { ...w.manager, 'x-timezone': timezone },
        })
      ).json();
      expect(stray.byPlace.data).toEqual({ objects: 0, dangerousObjects: 0, actions: 0, observations: 0 });
      // Another time zone moves the day boundaries.
      const utc = ZStatisticsResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `${w.url}?from=2026-03-01T00:00:00Z&to=2026-03-31T23:59:59.999Z`,
            headers: { ...w.manager, 'x-timezone': 'UTC' },
          })
        ).json(),
      );
      const inUtc = records.filter((r) => r.at >= new Date('2026-03-01T00:00:00Z') && r.at <= new Date('2026-03-31T23:59:59.999Z'));
      expect(utc.byPlace.data.actions).toBe(inUtc.filter((r) => r.kind === 'actions').reduce((sum, r) => sum + r.amount, 0));
    },
  );

  it(
    'over 200 devices: days for the place, zones and types and totals per device equal a recomputation, across a DST change at midnight',
    { timeout: 90_000 },
    async () => {
      const w = await world();
      const next = random(7);
      const count = 205;
      await t.db.device.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          placeId: w.place.id,
          uniqueId: `M${i + 1}`,
          prefix: 'M',
          number: i + 1,
          deviceTypeId: i % 3 === 0 ? w.lamp.id : w.trap.id,
          zoneId: i % 5 === 0 ? null : i % 2 ? w.hall.id : w.store.id,
        })),
      });
      const devices = await t.db.device.findMany({ where: { placeId: w.place.id }, select: { id: true, zoneId: true, deviceTypeId: true } });
      // Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026: that day starts at 04:00 UTC.
      const timezone = 'America/Santiago';
      const start = Date.parse('2026-09-01T00:00:00Z');
      const span = Date.parse('2026-09-12T06:00:00Z') - start;
      const records = Array.from({ length: 1500 }, () => ({
        deviceId: devices[Math.floor(next() * devices.length)]!.id,
        item: next() < 0.3 ? w.rat.id : w.mouse.id,
        amount: 1 + Math.floor(next() * 4) + Math.floor(next() * 100) / 100,
        at: new Date(start + Math.floor(next() * span)),
      }));
      // A few on either side of the start of 6 September.
      for (const at of ['2026-09-06T03:59:59.999Z', '2026-09-06T04:00:00.000Z', '2026-09-06T04:30:00.000Z'])
        records.push({ deviceId: devices[1]!.id, item: w.mouse.id, amount: 7, at: new Date(at) });
      await t.db.deviceObjectRecord.createMany({
        data: records.map((r) => ({ deviceId: r.deviceId, deviceTypeObjectId: r.item, amount: r.amount, createdAt: r.at })),
      });

      const body = ZStatisticsResponse.parse(
        (await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-09-02&to=2026-09-10`, headers: { ...w.manager, 'x-timezone': timezone } })).json(),
      );
      const inRange = records.filter((r) => dayIn(timezone, r.at) >= '2026-09-02' && dayIn(timezone, r.at) <= '2026-09-10');
      const cents = (n: number) => Math.round(n * 100);
      const expected = (keep: (r: (typeof records)[number]) => boolean) => {
        const days = new Map<string, number>();
        for (const r of inRange.filter(keep))
          days.set(`${dayIn(timezone, r.at)}:${r.item}`, (days.get(`${dayIn(timezone, r.at)}:${r.item}`) ?? 0) + cents(r.amount));
        return Object.fromEntries([...days].sort());
      };
      const actual = (series: StatisticsSeries) =>
        Object.fromEntries(series.dates.flatMap((d) => d.objects.map((o) => [`${d.date}:${o.deviceTypeObjectId}`, cents(o.amount)] as const)).sort());
      const deviceOf = new Map(devices.map((d) => [d.id, d]));
      expect(actual(body.byPlace)).toEqual(expected(() => true));
      for (const zone of [w.hall.id, w.store.id, null])
        expect(actual(body.byZone.find((s) => s.id === zone)!)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.zoneId === zone));
      for (const type of [w.trap.id, w.lamp.id])
        expect(actual(body.byDeviceType.find((s) => s.id === type)!)).toEqual(expected((r) => deviceOf.get(r.deviceId)!.deviceTypeId === type));
      for (const device of devices) {
        const own = inRange.filter((r) => r.deviceId === device.id);
        const series = body.byDevice.find((s) => s.id === device.id);
        if (own.length === 0) expect(series).toBeUndefined();
        else {
          expect(series!.dates).toEqual([]);
          expect(cents(series!.data.objects)).toBe(own.reduce((sum, r) => sum + cents(r.amount), 0));
        }
      }
      expect(body.byDevice.map((s) => s.uniqueId)).toEqual([...body.byDevice.map((s) => s.uniqueId)].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
    },
  );

  it(
    'over 200 devices in Central European time the answer is read from sums kept per day and month: equal to a recomputation after records and devices were added, changed, moved and removed',
    { timeout: 90_000 },
    async () => {
      const w = await world();
      const next = random(11);
      await t.db.device.createMany({
        data: Array.from({ length: 206 }, (_, i) => ({
          placeId: w.place.id,
          uniqueId: `K${i + 1}`,
          prefix: 'K',
          number: i + 1,
          deviceTypeId: i % 3 === 0 ? w.lamp.id : w.trap.id,
          zoneId: i % 5 === 0 ? null : i % 2 ? w.hall.id : w.store.id,
        })),
      });
      const devices = await t.db.device.findMany({ where: { placeId: w.place.id }, select: { id: true }, orderBy: { id: 'asc' } });
      const pickDevice = () => devices[Math.floor(next() * devices.length)]!.id;
      // Around the partial months at both ends of 2026-02-10..2026-04-20 in Warsaw, the DST change on
      // 29 March, and the turn of the year (the sums are held per calendar year).
      const start = Date.parse('2025-12-05T00:00:00Z');
      const span = Date.parse('2026-05-05T00:00:00Z') - start;
      const at = () => new Date(start + Math.floor(next() * span));
      await t.db.deviceObjectRecord.createMany({
        data: Array.from({ length: 1200 }, () => ({
          deviceId: pickDevice(),
          deviceTypeObjectId: next() < 0.3 ? w.rat.id : w.mouse.id,
          amount: 1 + Math.floor(next() * 400) / 100,
          createdAt: at(),
        })),
      });
      await t.db.deviceActionRecord.createMany({
        data: Array.from({ length: 400 }, () => ({ deviceId: pickDevice(), deviceTypeActionId: w.clean.id, amount: 1, createdAt: at() })),
      });
      for (const edge of [
        '2026-02-09T22:59:59.999Z',
        '2026-02-09T23:00:00.000Z',
        '2026-02-28T23:00:00.000Z',
        '2026-04-20T21:59:59.999Z',
        '2026-04-20T22:00:00.000Z',
      ]) {
        await t.db.deviceObservationRecord.create({
          data: { deviceId: devices[3]!.id, deviceTypeObservationId: w.eaten.id, type: 'BAIT_COLLECT', amount: 30, data: {}, createdAt: new Date(edge) },
        });
      }
      // Writes of every kind after the records: changed amounts and times, removals, devices moved to
      // another zone, type and place, a device removed for good with its records, one marked deleted.
      const objects = await t.db.deviceObjectRecord.findMany({ where: { device: { placeId: w.place.id } }, select: { id: true }, orderBy: { id: 'asc' } });
      await t.db.deviceObjectRecord.updateMany({ where: { id: { in: objects.filter((_, i) => i % 7 === 0).map((r) => r.id) } }, data: { amount: 9.5 } });
      await t.db.deviceObjectRecord.update({ where: { id: objects[1]!.id }, data: { createdAt: new Date('2026-03-15T12:00:00Z') } });
      await t.db.deviceObjectRecord.deleteMany({ where: { id: { in: objects.filter((_, i) => i % 11 === 0).map((r) => r.id) } } });
      await t.db.device.update({ where: { id: devices[5]!.id }, data: { zoneId: w.store.id, deviceTypeId: w.lamp.id } });
      await t.db.device.update({ where: { id: devices[6]!.id }, data: { zoneId: null } });
      await t.db.device.update({ where: { id: devices[7]!.id }, data: { placeId: w.otherPlace.id, zoneId: null } });
      await t.db.device.delete({ where: { id: devices[8]!.id } });
      await t.db.device.update({ where: { id: devices[9]!.id }, data: { deletedAt: new Date() } });

      // The sums equal a rebuild from the records.
      const rebuild = (table: string) => `SELECT count(*)::int AS n FROM (
      (SELECT r.kind, d."placeId", ${table === 'daily' ? `coalesce(d."zoneId", 0), d."deviceTypeId", r.item, (r.at AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Warsaw')::date` : `r."deviceId", date_trunc('month', r.at AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Warsaw')::date, r.item`}, (sum(r.amount) * 100)::bigint, count(*)::int
        FROM (SELECT 1::smallint AS kind, "deviceId", "deviceTypeObjectId" AS item, "createdAt" AS at, amount FROM device_object_records
          UNION ALL SELECT 2::smallint, "deviceId", "deviceTypeActionId", "createdAt", amount FROM device_action_records
          UNION ALL SELECT 3::smallint, "deviceId", "deviceTypeObservationId", "createdAt", amount FROM device_observation_records) r
        JOIN devices d ON d.id = r."deviceId" GROUP BY ${table === 'daily' ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5'})
      EXCEPT ALL SELECT ${table === 'daily' ? 'kind, "placeId", "zoneId", "deviceTypeId", "itemId", day' : 'kind, "placeId", "deviceId", month, "itemId"'}, cents, records FROM statistics_${table === 'daily' ? 'daily' : 'device_monthly'} WHERE records > 0) missing`;
      const counts = async (table: string) => {
        const [row] = await t.db.$queryRawUnsafe<Array<{ n: number }>>(rebuild(table));
        const [kept] = await t.db.$queryRawUnsafe<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM statistics_${table === 'daily' ? 'daily' : 'device_monthly'} WHERE records > 0`,
        );
        return { missing: row!.n, kept: kept!.n };
      };
      for (const table of ['daily', 'monthly']) {
        const { missing, kept } = await counts(table);
        expect(missing).toBe(0);
        expect(kept).toBeGreaterThan(100);
      }

      const records = [
        ...(await t.db.deviceObjectRecord.findMany({ select: { deviceId: true, deviceTypeObjectId: true, amount: true, createdAt: true } })).map((r) => ({
          key: `objects:${r.deviceTypeObjectId}`,
          deviceId: r.deviceId,
          amount: Number(r.amount),
          at: r.createdAt,
        })),
        ...(await t.db.deviceActionRecord.findMany({ select: { deviceId: true, deviceTypeActionId: true, amount: true, createdAt: true } })).map((r) => ({
          key: `actions:${r.deviceTypeActionId}`,
          deviceId: r.deviceId,
          amount: Number(r.amount),
          at: r.createdAt,
        })),
        ...(await t.db.deviceObservationRecord.findMany({ select: { deviceId: true, deviceTypeObservationId: true, amount: true, createdAt: true } })).map(
          (r) => ({ key: `observations:${r.deviceTypeObservationId}`, deviceId: r.deviceId, amount: Number(r.amount), at: r.createdAt }),
        ),
      ];
      const now = new Map(
        (await t.db.device.findMany({ where: { placeId: w.place.id }, select: { id: true, zoneId: true, deviceTypeId: true } })).map((d) => [d.id, d]),
      );
      const cents = (n: number) => Math.round(n * 100);
      // A series without any record in the range is absent: it has no days.
      const actual = (series: StatisticsSeries | undefined) =>
        Object.fromEntries(
          (series?.dates ?? [])
            .flatMap((d) => [
              ...d.objects.map((o) => [`${d.date}:objects:${o.deviceTypeObjectId}`, cents(o.amount)] as const),
              ...d.actions.map((a) => [`${d.date}:actions:${a.deviceTypeActionId}`, cents(a.amount)] as const),
              ...d.observations.map((o) => [`${d.date}:observations:${o.deviceTypeObservationId}`, cents(o.amount)] as const),
            ])
            .sort(),
        );
      // Bare days and instants that cut days and months at both ends (the months mostly covered read
      // from their sums less what lies outside, the others from their records), a whole month, the
      // day of the DST change; Berlin shares Warsaw's days.
      for (const [timezone, from, to] of [
        ['Europe/Warsaw', '2026-02-10', '2026-04-20'],
        ['Europe/Berlin', '2026-02-10T05:00:00Z', '2026-04-20T13:30:00Z'],
        ['Europe/Warsaw', '2026-03-01', '2026-03-31'],
        ['Europe/Warsaw', '2026-02-20', '2026-04-05'],
        ['Europe/Warsaw', '2026-03-29', '2026-03-29'],
        ['Europe/Warsaw', '2025-12-10', '2026-04-20'],
        ['Europe/Warsaw', '2025-12-01', '2026-01-31'],
      ] as const) {
        const body = ZStatisticsResponse.parse(
          (await t.app.inject({ method: 'GET', url: `${w.url}?from=${from}&to=${to}`, headers: { ...w.manager, 'x-timezone': timezone } })).json(),
        );
        const inRange = records.filter((r) => now.has(r.deviceId) && r.at >= new Date(body.from) && r.at <= new Date(body.to));
        const expected = (keep: (r: (typeof records)[number]) => boolean) => {
          const sums = new Map<string, number>();
          for (const r of inRange.filter(keep))
            sums.set(`${dayIn(timezone, r.at)}:${r.key}`, (sums.get(`${dayIn(timezone, r.at)}:${r.key}`) ?? 0) + cents(r.amount));
          return Object.fromEntries([...sums].sort());
        };
        expect(actual(body.byPlace)).toEqual(expected(() => true));
        for (const zone of [w.hall.id, w.store.id, null])
          expect(actual(body.byZone.find((s) => s.id === zone))).toEqual(expected((r) => now.get(r.deviceId)!.zoneId === zone));
        for (const type of [w.trap.id, w.lamp.id])
          expect(actual(body.byDeviceType.find((s) => s.id === type))).toEqual(expected((r) => now.get(r.deviceId)!.deviceTypeId === type));
        const totals = new Map<number, number>();
        for (const r of inRange.filter((r) => r.key.startsWith('objects'))) totals.set(r.deviceId, (totals.get(r.deviceId) ?? 0) + cents(r.amount));
        expect(new Map(body.byDevice.filter((s) => s.data.objects > 0).map((s) => [s.id!, cents(s.data.objects)]))).toEqual(totals);
        expect(body.byDevice.find((s) => s.id === devices[9]!.id)?.deleted ?? true).toBe(true);
        expect(body.byDevice.some((s) => s.id === devices[7]!.id || s.id === devices[8]!.id)).toBe(false);
        // Filtered by zone and type, from the same sums.
        const zoned = ZStatisticsResponse.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `${w.url}?from=${from}&to=${to}&zoneId=${w.hall.id}&deviceTypeId=${w.trap.id}`,
              headers: { ...w.manager, 'x-timezone': timezone },
            })
          ).json(),
        );
        expect(actual(zoned.byPlace)).toEqual(expected((r) => now.get(r.deviceId)!.zoneId === w.hall.id && now.get(r.deviceId)!.deviceTypeId === w.trap.id));
      }

      // The Excel export and the PDF report read the same sums where they serve (whole days; whole
      // months for the devices by month or year) and the records elsewhere: the figures are the same.
      const key = (r: Awaited<ReturnType<typeof statisticsSums>>[number]) =>
        `${r.level}|${r.period}|${r.zoneId}|${r.deviceTypeId}|${r.deviceId}|${r.kind}|${r.itemId}|${Math.round(r.amount * 100)}`;
      for (const [timezone, from, to, interval, deviceTypeId] of [
        ['Europe/Warsaw', '2026-01-31T23:00:00.000Z', '2026-04-30T21:59:59.999Z', 'MONTH', null],
        ['Europe/Warsaw', '2026-01-31T23:00:00.000Z', '2026-04-30T21:59:59.999Z', 'YEAR', w.trap.id],
        ['Europe/Berlin', '2026-01-31T23:00:00.000Z', '2026-04-30T21:59:59.999Z', 'MONTH', w.lamp.id],
        ['Europe/Warsaw', '2026-02-09T23:00:00.000Z', '2026-04-20T21:59:59.999Z', 'MONTH', null],
        ['Europe/Warsaw', '2026-02-09T23:00:00.000Z', '2026-04-20T21:59:59.999Z', 'WEEK', null],
        ['Europe/Warsaw', '2026-03-20T23:00:00.000Z', '2026-04-05T21:59:59.999Z', 'DAY', w.trap.id],
        ['Europe/Warsaw', '2026-02-10T05:00:00.000Z', '2026-04-20T13:30:00.000Z', 'MONTH', null],
        ['America/New_York', '2026-02-10T05:00:00.000Z', '2026-04-21T03:59:59.999Z', 'WEEK', null],
      ] as const) {
        const request = { placeId: w.place.id, from: new Date(from), to: new Date(to), timezone, interval, deviceTypeId };
        // The kept sums serve whole days of Central Europe, the devices' by month or year whole months.
        const coverage = await sumsCoverage(t.db, request);
        expect(coverage.days !== null).toBe(timezone !== 'America/New_York' && !from.endsWith('05:00:00.000Z'));
        expect(coverage.months !== null).toBe(from.startsWith('2026-01-31') && interval !== 'WEEK' && interval !== 'DAY');
        const fromSums = (await statisticsSums(t.db, request)).map(key).sort();
        expect(fromSums.length).toBeGreaterThan(10);
        expect(fromSums).toEqual((await statisticsSums(t.db, request, 'records')).map(key).sort());
      }
    },
  );

  it(
    'a repeated request answers the same, and every write the answer depends on shows at once (records, devices, zones, the place, the catalogue)',
    { timeout: 60_000 },
    async () => {
      const w = await world();
      const device = await t.db.device.create({
        data: { placeId: w.place.id, uniqueId: 'C1', prefix: 'C', number: 1, deviceTypeId: w.trap.id, zoneId: w.hall.id },
      });
      const other = await t.db.device.create({ data: { placeId: w.otherPlace.id, uniqueId: 'C1', prefix: 'C', number: 1, deviceTypeId: w.trap.id } });
      const at = new Date('2026-05-10T10:00:00Z');
      const record = await t.db.deviceObjectRecord.create({ data: { deviceId: device.id, deviceTypeObjectId: w.mouse.id, amount: 2, createdAt: at } });
      const get = async () =>
        ZStatisticsResponse.parse(
          (
            await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-05-01&to=2026-05-31`, headers: { ...w.manager, 'x-timezone': 'Europe/Warsaw' } })
          ).json(),
        );
      const first = await get();
      expect(first.byPlace.data.objects).toBe(2);
      expect(await get()).toEqual(first);
      // Records: added (one statement of several rows), changed, deleted; another place's record changes nothing here.
      await t.db.deviceObjectRecord.createMany({ data: [1, 2].map(() => ({ deviceId: device.id, deviceTypeObjectId: w.rat.id, amount: 3, createdAt: at })) });
      expect((await get()).byPlace.data).toMatchObject({ objects: 8, dangerousObjects: 6 });
      await t.db.deviceObjectRecord.update({ where: { id: record.id }, data: { amount: 5 } });
      expect((await get()).byPlace.data.objects).toBe(11);
      await t.db.deviceObjectRecord.delete({ where: { id: record.id } });
      expect((await get()).byPlace.data.objects).toBe(6);
      await t.db.deviceActionRecord.create({ data: { deviceId: device.id, deviceTypeActionId: w.clean.id, amount: 1, createdAt: at } });
      await t.db.deviceObservationRecord.create({
        data: { deviceId: device.id, deviceTypeObservationId: w.eaten.id, type: 'BAIT_COLLECT', amount: 40, data: {}, createdAt: at },
      });
      await t.db.deviceObjectRecord.create({ data: { deviceId: other.id, deviceTypeObjectId: w.mouse.id, amount: 9, createdAt: at } });
      expect((await get()).byPlace.data).toEqual({ objects: 6, dangerousObjects: 6, actions: 1, observations: 40 });
      // The device: its zone, its type, its uniqueId, its deletion; the zone's and the place's names.
      await t.db.device.update({ where: { id: device.id }, data: { zoneId: w.store.id, deviceTypeId: w.lamp.id, uniqueId: 'C2' } });
      let answer = await get();
      expect(answer.byZone.map((z) => z.name)).toEqual(['Magazyn']);
      expect(answer.byDeviceType.map((z) => z.id)).toEqual([w.lamp.id]);
      expect(answer.byDevice[0]).toMatchObject({ uniqueId: 'C2', deleted: false });
      await t.db.device.update({ where: { id: device.id }, data: { deletedAt: new Date() } });
      await t.db.placeZone.update({ where: { id: w.store.id }, data: { name: 'Magazyn 2' } });
      await t.db.place.update({ where: { id: w.place.id }, data: { name: 'Renamed place' } });
      answer = await get();
      expect(answer.byDevice[0]!.deleted).toBe(true);
      expect(answer.byZone[0]!.name).toBe('Magazyn 2');
      expect(answer.byPlace.name).toBe('Renamed place');
      // The catalogue: names and categories.
      await t.db.deviceTypeObject.update({ where: { id: w.rat.id }, data: { name: 'Szczur wędrowny', category: 'NORMAL' } });
      answer = await get();
      expect(answer.byPlace.dates[0]!.objects[0]!.deviceTypeObject.name).toBe('Szczur wędrowny');
      expect(answer.byPlace.data.dangerousObjects).toBe(0);
    },
  );

  it('answers every role that sees the place, and 404 to others; bad input is a 400', async () => {
    const w = await world();
    const url = `${w.url}?from=2026-01-01&to=2026-01-31`;
    for (const headers of [w.manager, w.technician, w.clientUser]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ byPlace: { dates: [], data: { objects: 0 } }, byZone: [], byDevice: [] });
    }
    expect((await t.app.inject({ method: 'GET', url, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: w.strayTechnician })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?from=2026-01-31&to=2026-01-01`, headers: w.manager })).json(),
    ).toMatchObject({ code: 'common/validation_failed', details: { fields: [{ path: 'to', message: 'before_from' }] } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?from=2020-01-01&to=2026-01-01`, headers: w.manager })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?from=yesterday&to=2026-01-01`, headers: w.manager })).json().code,
    ).toBe('common/validation_failed');
    expect((await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?to=2026-01-01`, headers: w.manager })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?from=2026-01-01&to=2026-01-02&zoneId=-1`, headers: w.manager }))
        .statusCode,
    ).toBe(400);
    for (const bad of ['zoneId=1,x', 'deviceId=', 'deviceTypeId=1,,2', `deviceId=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/place/${w.place.uuid}/statistics?from=2026-01-01&to=2026-01-02&${bad}`, headers: w.manager })).json()
          .code,
      ).toBe('common/validation_failed');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/place/not-a-place/statistics?from=2026-01-01&to=2026-01-02`, headers: w.manager })).statusCode).toBe(
      404,
    );
  });
});
