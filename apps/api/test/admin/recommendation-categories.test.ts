import { describe, expect, it } from 'vitest';
import { ZCategoryListResponse, ZCategoryOptionList, ZRecommendationCategory } from '@trapline/contracts/admin';
import { createPlace, useApi } from '../helpers.ts';
import { adminWorld } from './world.ts';

const base = '/api/admin/recommendations/categories';

describe('admin: recommendation categories', () => {
  const t = useApi();

  it('creates, lists, reads, changes and deletes categories with their translations', async () => {
    const w = await adminWorld(t);
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: w.admin,
      payload: { name: ' Hygiene ', translations: { pl: { name: 'Higiena' }, en: { name: 'Hygiene' }, ru: { name: 'Гигиена' } } },
    });
    expect(created.statusCode).toBe(201);
    const category = ZRecommendationCategory.parse(created.json());
    expect(category).toMatchObject({
      name: 'Hygiene',
      translations: { pl: { name: 'Higiena' }, en: { name: 'Hygiene' }, ru: { name: 'Гигиена' } },
      recommendationsCount: 0,
    });
    await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Building' } });
    await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: '100% proof' } });

    const list = await t.app.inject({ method: 'GET', url: base, headers: w.admin });
    expect(list.statusCode).toBe(200);
    const page = ZCategoryListResponse.parse(list.json());
    expect(page.count).toBe(3);
    expect(page.rows.map((c) => c.name)).toEqual(['100% proof', 'Building', 'Hygiene']);
    const second = (await t.app.inject({ method: 'GET', url: `${base}?limit=2&page=2`, headers: w.admin })).json();
    expect([second.count, second.rows.map((c: { name: string }) => c.name)]).toEqual([3, ['Hygiene']]);
    // The search matches text, never LIKE's wildcards.
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}?search=${encodeURIComponent('%')}`, headers: w.admin }))
        .json()
        .rows.map((c: { name: string }) => c.name),
    ).toEqual(['100% proof']);
    expect((await t.app.inject({ method: 'GET', url: `${base}?search=HYG`, headers: w.admin })).json().count).toBe(1);

    // By id and by uuid.
    expect((await t.app.inject({ method: 'GET', url: `${base}/${category.id}`, headers: w.admin })).json()).toEqual(category);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${category.uuid}`, headers: w.admin })).json().id).toBe(category.id);

    // A change of translations replaces the languages sent and keeps the others.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${category.uuid}`,
      headers: w.admin,
      payload: { name: 'Hygiene and order', translations: { pl: { name: 'Higiena i porządek' }, de: { name: 'Hygiene' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Hygiene and order',
      translations: { pl: { name: 'Higiena i porządek' }, en: { name: 'Hygiene' }, de: { name: 'Hygiene' }, ru: { name: 'Гигиена' } },
    });

    // Every signed-in user reads the choices of the recommendation screens.
    const options = await t.app.inject({ method: 'GET', url: '/api/recommendations/categories', headers: w.others.clientUser });
    expect(options.statusCode).toBe(200);
    expect(ZCategoryOptionList.parse(options.json()).map((c) => c.name)).toEqual(['100% proof', 'Building', 'Hygiene and order']);
    expect((await t.app.inject({ method: 'GET', url: '/api/recommendations/categories' })).statusCode).toBe(401);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}/${category.id}`, headers: w.admin });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${category.id}`, headers: w.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${category.id}`, headers: w.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base}/not-an-id`, headers: w.admin })).statusCode).toBe(404);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const w = await adminWorld(t);
    const category = (await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Pests' } })).json();
    const before = await t.db.recommendationCategory.count();
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', base, {}, 'name'],
      ['POST', base, { name: '   ' }, 'name'],
      ['POST', base, { name: 'x'.repeat(201) }, 'name'],
      ['POST', base, { name: 'Ok', translations: { fr: { name: 'Nuisibles' } } }, 'translations'],
      ['POST', base, { name: 'Ok', translations: { pl: { name: 'x'.repeat(201) } } }, 'translations.pl.name'],
      ['POST', base, { name: 'Ok', extra: true }, ''],
      ['PATCH', `${base}/${category.id}`, { name: '' }, 'name'],
      ['PATCH', `${base}/${category.id}`, { name: 'A\u0000B' }, 'name'],
    ];
    for (const [method, url, payload, path] of cases) {
      const res = await t.app.inject({ method: method as 'POST' | 'PATCH', url, headers: w.admin, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
      if (path)
        expect(
          res.json().details.fields.map((f: { path: string }) => f.path),
          JSON.stringify(payload),
        ).toContain(path);
    }
    expect(await t.db.recommendationCategory.count()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${category.id}`, headers: w.admin })).json().name).toBe('Pests');
  });

  it('refuses to delete a category while recommendations use it', async () => {
    const w = await adminWorld(t);
    const category = (await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Used' } })).json();
    const place = await createPlace(t.db, w.pestCo.id);
    await t.db.recommendation.create({
      data: { placeId: place.id, uniqueId: 1, recommendation: 'Seal the door', dueDate: new Date(), recommendationCategoryId: category.id },
    });
    await t.db.recommendation.create({
      data: { placeId: place.id, uniqueId: 2, recommendation: 'Clean the hall', dueDate: new Date(), recommendationCategoryId: category.id },
    });

    const refused = await t.app.inject({ method: 'DELETE', url: `${base}/${category.uuid}`, headers: { ...w.admin, 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'recommendation_categories/in_use',
      message: 'The category is used by recommendations and cannot be deleted.',
      details: { recommendations: 2 },
    });
    expect((await t.app.inject({ method: 'GET', url: `${base}/${category.id}`, headers: w.admin })).json().recommendationsCount).toBe(2);

    // Once no recommendation uses it, it goes.
    await t.db.recommendation.updateMany({ where: { recommendationCategoryId: category.id }, data: { recommendationCategoryId: null } });
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${category.uuid}`, headers: w.admin })).statusCode).toBe(204);
  });

  it('answers 403 to everyone but the super admin, and nothing changes', async () => {
    const w = await adminWorld(t);
    const category = (
      await t.app.inject({ method: 'POST', url: base, headers: w.admin, payload: { name: 'Guarded', translations: { en: { name: 'Guarded' } } } })
    ).json();
    const before = await t.db.recommendationCategory.findMany({ orderBy: { id: 'asc' } });
    for (const [who, headers] of Object.entries(w.others)) {
      const calls = [
        { method: 'GET', url: base },
        { method: 'POST', url: base, payload: { name: 'Sneaky' } },
        { method: 'GET', url: `${base}/${category.id}` },
        { method: 'PATCH', url: `${base}/${category.id}`, payload: { name: 'Sneaky' } },
        { method: 'DELETE', url: `${base}/${category.id}` },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect([res.statusCode, res.json().code], `${who} ${call.method} ${call.url}`).toEqual([403, 'common/forbidden']);
      }
    }
    for (const call of [
      { method: 'GET', url: base },
      { method: 'DELETE', url: `${base}/${category.id}` },
    ] as const) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect(await t.db.recommendationCategory.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
