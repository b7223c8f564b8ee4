import { beforeEach, describe, expect, it } from 'vitest';
import { ZPlaceQuestions, ZVisualInspectionQuestion, ZVisualInspectionQuestionList } from '@trapline/contracts/visual-inspection';
import { bearer, createCompany, createPlace, createUser, signIn, useApi, type TestContext } from '../helpers.ts';

const base = '/api/visual-inspection/questions';
const available = '/api/v3/places/visual-inspection/questions';
const ofPlace = (key: string | number) => `/api/v3/places/${key}/visual-inspection/questions`;

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT';

/** The provider's super admin; two pest-control companies (Pest Co with a client and a place of it, and Other Co); a user of every type. */
async function world(t: TestContext) {
  const provider = await createCompany(t.db, { name: 'Provider' });
  const pestCo = await createCompany(t.db, { name: 'Pest Co' });
  const client = await createCompany(t.db, { name: 'Client of Pest Co', parentCompanyId: pestCo.id });
  const otherCo = await createCompany(t.db, { name: 'Other Co' });
  const place = await createPlace(t.db, client.id, 'Bakery');
  const otherPlace = await createPlace(t.db, otherCo.id, 'Other warehouse');
  const login = async (companyId: number, role: Role) => {
    const user = await createUser(t.db, { companyId, role });
    if (role === 'USER' || role === 'CLIENT') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
    return bearer((await signIn(t.app, user.email)).token);
  };
  const w = {
    pestCo,
    client,
    otherCo,
    place,
    otherPlace,
    admin: await login(provider.id, 'ADMIN'),
    companyAdmin: await login(pestCo.id, 'COMPANY_ADMIN'),
    clientAdmin: await login(client.id, 'COMPANY_ADMIN'),
    controller: await login(pestCo.id, 'CONTROLLER'),
    technician: await login(pestCo.id, 'USER'),
    clientUser: await login(client.id, 'CLIENT'),
    otherAdmin: await login(otherCo.id, 'COMPANY_ADMIN'),
  };
  const create = async (headers: Record<string, string>, question: string, defaultAnswer: 'YES' | 'NO' = 'YES') => {
    const res = await t.app.inject({ method: 'POST', url: base, headers, payload: { question, comment: `${question}?`, defaultAnswer } });
    expect(res.statusCode, res.body).toBe(201);
    return ZVisualInspectionQuestion.parse(res.json());
  };
  const list = async (headers: Record<string, string>) =>
    ZVisualInspectionQuestionList.parse((await t.app.inject({ method: 'GET', url: base, headers })).json());
  const order = async (headers: Record<string, string>) => (await list(headers)).map((q) => [q.question, q.order]);
  const setOrder = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${base}/set-order`, headers, payload: payload as object });
  return { ...w, create, list, order, setOrder };
}

describe('visual-inspection questions', () => {
  const t = useApi();
  // The product-wide list is shared by the tests of this file: each starts from no questions.
  beforeEach(async () => {
    if (t.db) await t.db.visualInspectionQuestion.deleteMany();
  });

  it('a company admin creates, reads, changes and deletes its company’s questions with translations', async () => {
    const w = await world(t);
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: w.companyAdmin,
      payload: {
        question: 'Czy drzwi są szczelne?',
        comment: 'Sprawdź uszczelki',
        defaultAnswer: 'NO',
        translations: { en: { question: 'Are the doors sealed?', comment: 'Check the seals' }, de: { question: 'Sind die Türen dicht?' } },
      },
    });
    expect(created.statusCode).toBe(201);
    const first = ZVisualInspectionQuestion.parse(created.json());
    expect(first).toMatchObject({
      companyId: w.pestCo.id,
      question: 'Czy drzwi są szczelne?',
      comment: 'Sprawdź uszczelki',
      defaultAnswer: 'NO',
      order: 1,
      translations: { en: { question: 'Are the doors sealed?', comment: 'Check the seals' }, de: { question: 'Sind die Türen dicht?' } },
    });
    const second = await w.create(w.companyAdmin, 'Second');
    expect(second.order).toBe(2);

    expect((await t.app.inject({ method: 'GET', url: `${base}/${first.uuid}`, headers: w.companyAdmin })).json()).toEqual(first);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${first.id}`,
      headers: w.companyAdmin,
      payload: { defaultAnswer: 'YES', translations: { it: { question: 'Le porte sono sigillate?' }, de: { question: 'Türen dicht?' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      question: 'Czy drzwi są szczelne?',
      defaultAnswer: 'YES',
      order: 1,
      translations: { en: { question: 'Are the doors sealed?' }, de: { question: 'Türen dicht?' }, it: { question: 'Le porte sono sigillate?' } },
    });

    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${first.id}`, headers: w.companyAdmin })).statusCode).toBe(204);
    expect(await w.order(w.companyAdmin)).toEqual([['Second', 1]]);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${first.id}`, headers: w.companyAdmin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${base}/${first.id}`, headers: w.companyAdmin, payload: { question: 'Gone' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${first.id}`, headers: w.companyAdmin })).statusCode).toBe(404);
  });

  it('the super admin manages the product-wide list, apart from every company’s', async () => {
    const w = await world(t);
    const global = await w.create(w.admin, 'Global');
    const own = await w.create(w.companyAdmin, 'Own');
    expect([global.companyId, global.order, own.companyId, own.order]).toEqual([null, 1, w.pestCo.id, 1]);
    expect(await w.order(w.admin)).toEqual([['Global', 1]]);
    expect(await w.order(w.companyAdmin)).toEqual([['Own', 1]]);
    // Each manages its own list only: the other's question is not found and stays as it was.
    for (const [headers, question] of [
      [w.admin, own],
      [w.companyAdmin, global],
      [w.otherAdmin, own],
    ] as const) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: `${base}/${question.id}`, headers, ...(method === 'PATCH' ? { payload: { question: 'Taken' } } : {}) });
        expect([method, res.statusCode]).toEqual([method, 404]);
      }
    }
    expect(await w.order(w.otherAdmin)).toEqual([]);
    expect((await t.db.visualInspectionQuestion.findMany({ orderBy: { id: 'asc' } })).map((q) => q.question)).toEqual(['Global', 'Own']);
  });

  it('refuses every other user type, a client company’s admin included, and changes nothing', async () => {
    const w = await world(t);
    const own = await w.create(w.companyAdmin, 'Own');
    for (const headers of [w.clientAdmin, w.controller, w.technician, w.clientUser]) {
      const calls = [
        await t.app.inject({ method: 'GET', url: base, headers }),
        await t.app.inject({ method: 'POST', url: base, headers, payload: { question: 'Q', comment: 'C', defaultAnswer: 'YES' } }),
        await t.app.inject({ method: 'GET', url: `${base}/${own.id}`, headers }),
        await t.app.inject({ method: 'PATCH', url: `${base}/${own.id}`, headers, payload: { question: 'Changed' } }),
        await t.app.inject({ method: 'DELETE', url: `${base}/${own.id}`, headers }),
        await w.setOrder(headers, [{ id: own.id, order: 1 }]),
      ];
      expect(calls.map((r) => [r.statusCode, r.json().code])).toEqual(calls.map(() => [403, 'common/forbidden']));
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect(await t.db.visualInspectionQuestion.findMany({ select: { question: true, order: true } })).toEqual([{ question: 'Own', order: 1 }]);
  });

  it('refuses bad questions with field errors and changes nothing', async () => {
    const w = await world(t);
    const question = await w.create(w.companyAdmin, 'Kept');
    const cases: Array<[string, string, Record<string, unknown>, string, string?]> = [
      ['POST', base, { comment: 'C', defaultAnswer: 'YES' }, 'question'],
      ['POST', base, { question: '  ', comment: 'C', defaultAnswer: 'YES' }, 'question', 'required'],
      ['POST', base, { question: 'Q', defaultAnswer: 'YES' }, 'comment'],
      ['POST', base, { question: 'Q', comment: '', defaultAnswer: 'YES' }, 'comment', 'required'],
      ['POST', base, { question: 'Q', comment: 'C' }, 'defaultAnswer'],
      ['POST', base, { question: 'Q', comment: 'C', defaultAnswer: 'MAYBE' }, 'defaultAnswer'],
      ['POST', base, { question: 'x'.repeat(501), comment: 'C', defaultAnswer: 'YES' }, 'question'],
      ['POST', base, { question: 'Q', comment: 'C', defaultAnswer: 'YES', translations: { fr: { question: 'Q' } } }, 'translations'],
      ['POST', base, { question: 'Q', comment: 'C', defaultAnswer: 'YES', translations: { en: { name: 'Q' } } }, 'translations.en'],
      ['POST', base, { question: 'Q\u0000', comment: 'C', defaultAnswer: 'YES' }, 'question'],
      ['PATCH', `${base}/${question.id}`, { question: '' }, 'question', 'required'],
      ['PATCH', `${base}/${question.id}`, { order: 3 }, ''],
      ['PATCH', `${base}/${question.id}`, { companyId: 1 }, ''],
    ];
    for (const [method, url, payload, path, message] of cases) {
      const res = await t.app.inject({ method: method as 'POST' | 'PATCH', url, headers: w.companyAdmin, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
      const fieldList = res.json().details.fields as Array<{ path: string; message: string }>;
      if (path)
        expect(
          fieldList.map((f) => f.path),
          JSON.stringify(payload),
        ).toContain(path);
      if (message) expect(fieldList.find((f) => f.path === path)?.message, JSON.stringify(payload)).toBe(message);
    }
    expect((await t.app.inject({ method: 'GET', url: `${base}/not-a-key`, headers: w.companyAdmin })).statusCode).toBe(404);
    expect(await t.db.visualInspectionQuestion.count()).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${question.id}`, headers: w.companyAdmin })).json()).toEqual(question);
  });

  it('sets the whole order at once, stable and gap-free, each list on its own', async () => {
    const w = await world(t);
    const [a, b, c, d] = [
      await w.create(w.companyAdmin, 'A'),
      await w.create(w.companyAdmin, 'B'),
      await w.create(w.companyAdmin, 'C'),
      await w.create(w.companyAdmin, 'D'),
    ].map((q) => q.id) as [number, number, number, number];
    const g = await w.create(w.admin, 'G');
    const moved = await w.setOrder(w.companyAdmin, [
      { id: d, order: 0 },
      { id: a, order: 10 },
      { id: b, order: 20 },
      { id: c, order: 30 },
    ]);
    expect(moved.statusCode).toBe(200);
    expect(ZVisualInspectionQuestionList.parse(moved.json()).map((q) => [q.question, q.order])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
    await w.setOrder(w.companyAdmin, [
      { id: b, order: 1 },
      { id: c, order: 2 },
      { id: d, order: 3 },
      { id: a, order: 4 },
    ]);
    await w.setOrder(w.companyAdmin, [
      { id: b, order: 1 },
      { id: c, order: 2 },
      { id: d, order: 3 },
      { id: a, order: 4 },
    ]);
    expect(await w.order(w.companyAdmin)).toEqual([
      ['B', 1],
      ['C', 2],
      ['D', 3],
      ['A', 4],
    ]);
    // Deleting from the middle and adding keep the positions gap-free; the other list is untouched.
    await t.app.inject({ method: 'DELETE', url: `${base}/${c}`, headers: w.companyAdmin });
    await w.create(w.companyAdmin, 'E');
    expect(await w.order(w.companyAdmin)).toEqual([
      ['B', 1],
      ['D', 2],
      ['A', 3],
      ['E', 4],
    ]);
    expect(await w.order(w.admin)).toEqual([['G', 1]]);

    // Concurrent reorders never leave gaps or repeats.
    const ids = (await w.list(w.companyAdmin)).map((q) => q.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, k) => {
        const rotated = [...ids.slice(k % ids.length), ...ids.slice(0, k % ids.length)];
        return w.setOrder(
          w.companyAdmin,
          rotated.map((id, index) => ({ id, order: index + 1 })),
        );
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect((await w.list(w.companyAdmin)).map((q) => q.order)).toEqual([1, 2, 3, 4]);

    // An order that is not exactly the caller's list: 409, nothing changed.
    const before = await w.order(w.companyAdmin);
    const [x, y, z, v] = (await w.list(w.companyAdmin)).map((q) => q.id) as [number, number, number, number];
    const missing = await w.setOrder(w.companyAdmin, [
      { id: x, order: 1 },
      { id: y, order: 2 },
      { id: z, order: 3 },
    ]);
    expect([missing.statusCode, missing.json().code, missing.json().details]).toEqual([
      409,
      'visual_inspection/order_outdated',
      { missingIds: [v], unknownIds: [] },
    ]);
    const foreign = await w.setOrder(w.companyAdmin, [
      { id: x, order: 1 },
      { id: y, order: 2 },
      { id: z, order: 3 },
      { id: v, order: 4 },
      { id: g.id, order: 5 },
    ]);
    expect([foreign.statusCode, foreign.json().details]).toEqual([409, { missingIds: [], unknownIds: [g.id] }]);
    for (const payload of [
      [],
      [
        { id: x, order: 1 },
        { id: x, order: 2 },
      ],
      [
        { id: x, order: 1 },
        { id: y, order: 1 },
      ],
      [{ id: x, order: -1 }],
      { ids: [x] },
      [{ id: 'x', order: 1 }],
    ]) {
      const res = await w.setOrder(w.companyAdmin, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
    }
    expect(await w.order(w.companyAdmin)).toEqual(before);
    expect(await w.order(w.admin)).toEqual([['G', 1]]);
  });

  it('a place picks from the product-wide questions and its provider’s; everyone who sees it reads the choice', async () => {
    const w = await world(t);
    const global = await w.create(w.admin, 'Global');
    const own1 = await w.create(w.companyAdmin, 'Own 1');
    const own2 = await w.create(w.companyAdmin, 'Own 2', 'NO');
    const foreign = await w.create(w.otherAdmin, 'Foreign');

    const offered = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `${available}${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return ZVisualInspectionQuestionList.parse(res.json()).map((q) => q.question);
    };
    expect(await offered(w.controller, `?placeId=${w.place.uuid}`)).toEqual(['Global', 'Own 1', 'Own 2']);
    expect(await offered(w.clientUser)).toEqual(['Global', 'Own 1', 'Own 2']);
    expect(await offered(w.admin, `?placeId=${w.place.id}`)).toEqual(['Global', 'Own 1', 'Own 2']);
    expect(await offered(w.admin)).toEqual(['Global']);
    expect(await offered(w.otherAdmin)).toEqual(['Global', 'Foreign']);
    expect((await t.app.inject({ method: 'GET', url: `${available}?placeId=${w.otherPlace.id}`, headers: w.controller })).statusCode).toBe(404);

    const chosen = async (headers: Record<string, string>) =>
      ZPlaceQuestions.parse((await t.app.inject({ method: 'GET', url: ofPlace(w.place.uuid), headers })).json()).questions.map((q) => q.question);
    expect(await chosen(w.controller)).toEqual([]);
    const put = (headers: Record<string, string>, questions: unknown, place: string | number = w.place.id) =>
      t.app.inject({ method: 'PUT', url: ofPlace(place), headers, payload: { questions } });

    const saved = await put(w.controller, [own2.id, global.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZPlaceQuestions.parse(saved.json()).questions.map((q) => [q.question, q.defaultAnswer])).toEqual([
      ['Global', 'YES'],
      ['Own 2', 'NO'],
    ]);
    for (const headers of [w.admin, w.companyAdmin, w.technician, w.clientUser]) expect(await chosen(headers)).toEqual(['Global', 'Own 2']);

    // The restricted user types do not change a place's set-up; another company's question, an unknown one or bad input is refused.
    for (const headers of [w.technician, w.clientUser]) expect((await put(headers, [own1.id])).statusCode).toBe(403);
    const notOffered = await put(w.companyAdmin, [own1.id, foreign.id, 999_999]);
    expect([
      notOffered.statusCode,
      notOffered.json().code,
      notOffered.json().details.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    ]).toEqual([
      400,
      'common/validation_failed',
      [
        ['questions.1', 'question_not_found'],
        ['questions.2', 'question_not_found'],
      ],
    ]);
    for (const questions of [[own1.id, own1.id], ['x'], [0], null, own1.id])
      expect((await put(w.companyAdmin, questions)).statusCode, JSON.stringify(questions)).toBe(400);
    // Another tenant's place: not found, and nothing changed.
    expect((await put(w.otherAdmin, [foreign.id])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ofPlace(w.place.id), headers: w.otherAdmin })).statusCode).toBe(404);
    expect((await put(w.companyAdmin, [own1.id], w.otherPlace.uuid)).statusCode).toBe(404);
    expect(await chosen(w.controller)).toEqual(['Global', 'Own 2']);

    // A deleted question leaves the choice; an empty list asks none.
    await t.app.inject({ method: 'DELETE', url: `${base}/${own2.id}`, headers: w.companyAdmin });
    expect(await chosen(w.controller)).toEqual(['Global']);
    expect(ZPlaceQuestions.parse((await put(w.admin, [])).json()).questions).toEqual([]);
  });

  it('keeps answers given in inspections when their question changes or goes', async () => {
    const w = await world(t);
    const question = await w.create(w.companyAdmin, 'Doors sealed?');
    const user = await t.db.user.findFirstOrThrow({ where: { companyId: w.pestCo.id, role: 'CONTROLLER' } });
    const inspection = await t.db.inspection.create({
      data: { placeId: w.place.id, name: 'Visit', status: 'COMPLETED', finishedAt: new Date(), userId: user.id },
    });
    await t.db.visualInspectionAnswer.create({
      data: { inspectionId: inspection.id, questionId: question.id, questionText: question.question, value: 'NO', note: 'Gap under the back door' },
    });
    await t.app.inject({ method: 'PATCH', url: `${base}/${question.id}`, headers: w.companyAdmin, payload: { question: 'Are the doors sealed?' } });
    expect((await t.db.visualInspectionAnswer.findFirstOrThrow()).questionText).toBe('Doors sealed?');
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${question.id}`, headers: w.companyAdmin })).statusCode).toBe(204);
    expect(await t.db.visualInspectionAnswer.findFirstOrThrow({ select: { questionId: true, questionText: true, value: true } })).toEqual({
      questionId: null,
      questionText: 'Doors sealed?',
      value: 'NO',
    });
  });
});
