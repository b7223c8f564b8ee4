import { beforeEach, describe, expect, it } from 'vitest';
import { ZMixture, ZMixtureList } from '@trapline/contracts/admin';
import { useApi } from '../helpers.ts';
import { adminWorld } from './world.ts';

const base = '/api/v3/admin/mixtures';

describe('admin: mixtures', () => {
  const t = useApi();
  // Mixtures are product-wide: each test starts from an empty list.
  beforeEach(async () => {
    if (t.db) await t.db.mixture.deleteMany();
  });

  async function withMixtures(names: string[]) {
    const w = await adminWorld(t);
    const ids: number[] = [];
    for (const name of names)
      ids.push((await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name, grammage: 10, type: 'BAIT' } })).json().id);
    const list = async () => ZMixtureList.parse((await t.app.inject({ method: 'GET', url: base, headers: w.admin })).json());
    const order = async () => (await list()).map((m) => [m.name, m.order]);
    const setOrder = (payload: object, headers = w.admin) => t.app.inject({ method: 'POST', url: `${base}/set-order`, headers, payload });
    return { ...w, ids, list, order, setOrder };
  }

  it('creates, reads, changes and deletes mixtures; a new one goes last and a deletion closes the gap', async () => {
    const w = await adminWorld(t);
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: w.admin,
      payload: {
        name: 'Brodifacoum block',
        description: 'Wax block',
        grammage: 20,
        type: 'BAIT',
        translations: { pl: { name: 'Kostka woskowa', description: 'Bloczek' }, en: { name: 'Wax block' } },
      },
    });
    expect(created.statusCode).toBe(201);
    const first = ZMixture.parse(created.json());
    expect(first).toMatchObject({
      name: 'Brodifacoum block',
      description: 'Wax block',
      grammage: 20,
      type: 'BAIT',
      order: 1,
      translations: { pl: { name: 'Kostka woskowa', description: 'Bloczek' }, en: { name: 'Wax block' } },
    });
    const second = (
      await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Paste', grammage: 10, type: 'BAIT', description: '' } })
    ).json();
    const third = (await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Grain', grammage: 1, type: 'BAIT' } })).json();
    expect([second.order, second.description, third.order]).toEqual([2, null, 3]);

    expect((await t.app.inject({ method: 'GET', url: `${base}/${first.uuid}`, headers: w.admin })).json()).toEqual(first);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${first.id}`,
      headers: w.admin,
      payload: { grammage: 25, description: null, translations: { de: { name: 'Wachsblock' }, pl: { name: 'Blok' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Brodifacoum block',
      description: null,
      grammage: 25,
      order: 1,
      translations: { pl: { name: 'Blok' }, en: { name: 'Wax block' }, de: { name: 'Wachsblock' } },
    });

    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${first.id}`, headers: w.admin })).statusCode).toBe(204);
    const list = ZMixtureList.parse((await t.app.inject({ method: 'GET', url: base, headers: w.admin })).json());
    expect(list.map((m) => [m.name, m.order])).toEqual([
      ['Paste', 1],
      ['Grain', 2],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${first.id}`, headers: w.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${base}/${first.id}`, headers: w.admin, payload: { name: 'Gone' } })).statusCode).toBe(404);
  });

  it('refuses bad mixtures with field errors and changes nothing', async () => {
    const w = await adminWorld(t);
    const mixture = (await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Paste', grammage: 10, type: 'BAIT' } })).json();
    const cases: Array<[string, string, Record<string, unknown>, string, string?]> = [
      ['POST', base, { grammage: 10, type: 'BAIT' }, 'name'],
      ['POST', base, { name: ' ', grammage: 10, type: 'BAIT' }, 'name', 'required'],
      ['POST', base, { name: 'Paste', type: 'BAIT' }, 'grammage'],
      ['POST', base, { name: 'Paste', grammage: 0, type: 'BAIT' }, 'grammage', 'grammage_min'],
      ['POST', base, { name: 'Paste', grammage: -5, type: 'BAIT' }, 'grammage', 'grammage_min'],
      ['POST', base, { name: 'Paste', grammage: 1.5, type: 'BAIT' }, 'grammage'],
      ['POST', base, { name: 'Paste', grammage: '10', type: 'BAIT' }, 'grammage'],
      ['POST', base, { name: 'Paste', grammage: 10 }, 'type'],
      ['POST', base, { name: 'Paste', grammage: 10, type: 'GEL' }, 'type'],
      ['POST', base, { name: 'Paste', grammage: 10, type: 'BAIT', translations: { pl: { name: 'x'.repeat(201) } } }, 'translations.pl.name'],
      ['POST', base, { name: 'Paste', grammage: 10, type: 'BAIT', translations: { xx: { name: 'x' } } }, 'translations'],
      ['PATCH', `${base}/${mixture.id}`, { grammage: 0 }, 'grammage', 'grammage_min'],
      ['PATCH', `${base}/${mixture.id}`, { name: '' }, 'name', 'required'],
      ['PATCH', `${base}/${mixture.id}`, { order: 5 }, ''],
    ];
    for (const [method, url, payload, path, message] of cases) {
      const res = await t.app.inject({ method: method as 'POST' | 'PATCH', url, headers: w.admin, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
      const fields = res.json().details.fields as Array<{ path: string; message: string }>;
      if (path)
        expect(
          fields.map((f) => f.path),
          JSON.stringify(payload),
        ).toContain(path);
      if (message) expect(fields.find((f) => f.path === path)?.message, JSON.stringify(payload)).toBe(message);
    }
    expect(await t.db.mixture.count()).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${mixture.id}`, headers: w.admin })).json()).toEqual(mixture);
  });

  it('sets the whole order at once, stable and gap-free after every move', async () => {
    const w = await withMixtures(['A', 'B', 'C', 'D', 'E']);
    const [a, b, c, d, e] = w.ids as [number, number, number, number, number];
    expect(await w.order()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 5],
    ]);

    // Drag E to the top; positions need only be distinct: they are stored as 1..n.
    const moved = await w.setOrder([
      { id: e, order: 0 },
      { id: a, order: 10 },
      { id: b, order: 20 },
      { id: c, order: 30 },
      { id: d, order: 40 },
    ]);
    expect(moved.statusCode).toBe(200);
    expect(ZMixtureList.parse(moved.json()).map((m) => [m.name, m.order])).toEqual([
      ['E', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
      ['D', 5],
    ]);
    // Sent in any order of entries.
    await w.setOrder([
      { id: c, order: 1 },
      { id: a, order: 5 },
      { id: e, order: 3 },
      { id: d, order: 2 },
      { id: b, order: 4 },
    ]);
    expect(await w.order()).toEqual([
      ['C', 1],
      ['D', 2],
      ['E', 3],
      ['B', 4],
      ['A', 5],
    ]);
    // The same order again changes nothing; a reload answers the same.
    await w.setOrder([
      { id: c, order: 1 },
      { id: d, order: 2 },
      { id: e, order: 3 },
      { id: b, order: 4 },
      { id: a, order: 5 },
    ]);
    expect(await w.order()).toEqual([
      ['C', 1],
      ['D', 2],
      ['E', 3],
      ['B', 4],
      ['A', 5],
    ]);
    // Deleting from the middle and adding keep the positions gap-free.
    await t.app.inject({ method: 'DELETE', url: `${base}/${e}`, headers: w.admin });
    await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'F', grammage: 5, type: 'BAIT' } });
    expect(await w.order()).toEqual([
      ['C', 1],
      ['D', 2],
      ['B', 3],
      ['A', 4],
      ['F', 5],
    ]);
  });

  it('refuses an order that is not exactly the current list, and changes nothing', async () => {
    const w = await withMixtures(['A', 'B', 'C']);
    const [a, b, c] = w.ids as [number, number, number];
    const before = await w.order();

    const missing = await w.setOrder([
      { id: b, order: 1 },
      { id: a, order: 2 },
    ]);
    expect([missing.statusCode, missing.json().code, missing.json().details]).toEqual([409, 'mixtures/order_outdated', { missingIds: [c], unknownIds: [] }]);
    const unknown = await w.setOrder([
      { id: c, order: 1 },
      { id: b, order: 2 },
      { id: a, order: 3 },
      { id: 999_999, order: 4 },
    ]);
    expect([unknown.statusCode, unknown.json().details]).toEqual([409, { missingIds: [], unknownIds: [999_999] }]);

    const invalid: Array<[object, string]> = [
      [
        [
          { id: a, order: 1 },
          { id: a, order: 2 },
          { id: b, order: 3 },
          { id: c, order: 4 },
        ],
        '1.id',
      ],
      [
        [
          { id: a, order: 1 },
          { id: b, order: 1 },
          { id: c, order: 2 },
        ],
        '1.order',
      ],
      [
        [
          { id: a, order: -1 },
          { id: b, order: 1 },
          { id: c, order: 2 },
        ],
        '0.order',
      ],
      [[{ id: a }, { id: b, order: 1 }, { id: c, order: 2 }], '0.order'],
      [[], ''],
      [{ ids: [a, b, c] }, ''],
    ];
    for (const [payload, path] of invalid) {
      const res = await w.setOrder(payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
      if (path)
        expect(
          res.json().details.fields.map((f: { path: string }) => f.path),
          JSON.stringify(payload),
        ).toContain(path);
    }
    expect(await w.order()).toEqual(before);
  });

  it('keeps the order whole when reorders, additions and deletions arrive at once', async () => {
    const w = await withMixtures(['A', 'B', 'C', 'D', 'E', 'F']);
    const permutations = Array.from({ length: 12 }, (_, k) => {
      const ids = [...w.ids];
      // A different rotation-and-swap of the list for each request.
      const rotated = [...ids.slice(k % ids.length), ...ids.slice(0, k % ids.length)];
      if (k % 2) rotated.reverse();
      return rotated;
    });
    const answers = await Promise.all(permutations.map((ids) => w.setOrder(ids.map((id, index) => ({ id, order: index + 1 })))));
    expect(answers.map((r) => r.statusCode)).toEqual(permutations.map(() => 200));
    const final = await w.list();
    expect(final.map((m) => m.order)).toEqual([1, 2, 3, 4, 5, 6]);
    // The result is one of the orders sent, whole, never a mix of two.
    expect(permutations.map((ids) => ids.join())).toContain(final.map((m) => m.id).join());

    // Additions and deletions racing with reorders: each reorder either applies whole or is refused as outdated.
    const current = final.map((m) => m.id);
    const racing = await Promise.all([
      t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'G', grammage: 5, type: 'BAIT' } }),
      t.app.inject({ method: 'DELETE', url: `${base}/${current[2]}`, headers: w.admin }),
      w.setOrder([...current].reverse().map((id, index) => ({ id, order: index }))),
      t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'H', grammage: 5, type: 'BAIT' } }),
      w.setOrder(current.map((id, index) => ({ id, order: index }))),
    ]);
    for (const res of racing) expect([200, 201, 204, 409]).toContain(res.statusCode);
    const after = await w.list();
    expect(after.length).toBe(7);
    expect(after.map((m) => m.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers 403 to everyone but the super admin, and nothing changes', async () => {
    const w = await withMixtures(['A', 'B']);
    const [a, b] = w.ids as [number, number];
    const before = await t.db.mixture.findMany({ orderBy: { id: 'asc' } });
    for (const [who, headers] of Object.entries(w.others)) {
      const calls = [
        { method: 'GET', url: base },
        { method: 'POST', url: base, payload: { name: 'Sneaky', grammage: 5, type: 'BAIT' } },
        { method: 'GET', url: `${base}/${a}` },
        { method: 'PATCH', url: `${base}/${a}`, payload: { name: 'Sneaky' } },
        { method: 'DELETE', url: `${base}/${a}` },
        {
          method: 'POST',
          url: `${base}/set-order`,
          payload: [
            { id: b, order: 1 },
            { id: a, order: 2 },
          ],
        },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect([res.statusCode, res.json().code], `${who} ${call.method} ${call.url}`).toEqual([403, 'common/forbidden']);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect(await t.db.mixture.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
