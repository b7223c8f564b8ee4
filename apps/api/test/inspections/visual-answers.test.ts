import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INSPECTION_LIMITS } from '@trapline/contracts/inspections';
import { bearer, createCompany, createUser, multipart, signIn, useApi } from '../helpers.ts';
import { inspectionWorld, start, type InspectionWorld } from './world.ts';

describe('inspections: visual-inspection answers', { timeout: 60_000 }, () => {
  const t = useApi();

  /** Three questions: two the place asks (one product-wide, one the company's), one it does not. */
  async function questions(w: InspectionWorld) {
    const doors = await t.db.visualInspectionQuestion.create({ data: { question: 'Doors closed?', comment: 'Check every door', order: 1 } });
    const waste = await t.db.visualInspectionQuestion.create({ data: { question: 'Waste removed?', comment: 'Bins', order: 1, companyId: w.company.id } });
    const unasked = await t.db.visualInspectionQuestion.create({ data: { question: 'Windows netted?', comment: 'Nets', order: 2, companyId: w.company.id } });
    const theirs = await t.db.visualInspectionQuestion.create({ data: { question: 'Theirs?', comment: 'x', order: 1, companyId: w.other.id } });
    await t.db.placeVisualInspectionQuestion.createMany({
      data: [
        { placeId: w.place.id, questionId: doors.id },
        { placeId: w.place.id, questionId: waste.id },
      ],
    });
    return { doors, waste, unasked, theirs };
  }

  it('records the answers to the selected questions, replaces them on the next save and keeps the question as asked', async () => {
    const w = await inspectionWorld(t);
    const q = await questions(w);
    const s = await start(t, w);
    const url = `${w.base}/${s.uuid}/visual-inspection/answers`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.starter.headers,
      payload: {
        answers: [
          { questionId: q.waste.id, value: 'NO', note: ' Bins full ', recommendation: 'Empty them daily' },
          { questionId: q.doors.id, value: 'YES' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    // In the order the place asks: the product-wide question first.
    expect(saved.json().visualInspection).toEqual([
      { id: expect.any(Number), questionId: q.doors.id, question: 'Doors closed?', value: 'YES', note: null, recommendation: null, images: [] },
      {
        id: expect.any(Number),
        questionId: q.waste.id,
        question: 'Waste removed?',
        value: 'NO',
        note: 'Bins full',
        recommendation: 'Empty them daily',
        images: [],
      },
    ]);

    // A question left out loses its answer; the text stays as asked even when the question changes later.
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.manager.headers,
      payload: { answers: [{ questionId: q.doors.id, value: 'NO', note: '', recommendation: 'Fit a door closer' }] },
    });
    expect(again.json().visualInspection).toEqual([
      expect.objectContaining({ questionId: q.doors.id, value: 'NO', note: null, recommendation: 'Fit a door closer' }),
    ]);
    await t.db.visualInspectionQuestion.update({ where: { id: q.doors.id }, data: { question: 'Are all doors closed?' } });
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/${s.id}`, headers: w.technician.headers })).json().visualInspection[0].question).toBe(
      'Doors closed?',
    );

    // Answers to questions the place no longer asks stay; an empty list clears the selected ones.
    await t.db.placeVisualInspectionQuestion.delete({ where: { placeId_questionId: { placeId: w.place.id, questionId: q.doors.id } } });
    const cleared = await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [] } });
    expect(cleared.json().visualInspection).toEqual([expect.objectContaining({ questionId: q.doors.id, value: 'NO' })]);
  });

  it('adds photos to an answer (kept when the answers are saved again), serves them signed, and lets admins delete them', async () => {
    const w = await inspectionWorld(t);
    const q = await questions(w);
    const s = await start(t, w);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${w.base}/${s.uuid}/visual-inspection/answers`,
      headers: w.starter.headers,
      payload: { answers: [{ questionId: q.doors.id, value: 'NO' }] },
    });
    const answerId = saved.json().visualInspection[0].id as number;
    const images = `${w.base}/${s.uuid}/visual-inspection/answers/${answerId}/images`;
    const upload = async (headers: Record<string, string>, data: Buffer, url = images) => {
      const form = multipart({ data, filename: 'door.jpg', contentType: 'image/jpeg' });
      return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
    };
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f03e3e' } })
      .jpeg()
      .toBuffer();
    const added = await upload(w.starter.headers, jpeg);
    expect(added.statusCode).toBe(201);
    expect(added.json().visualInspection[0].images).toHaveLength(1);
    const stored = (await t.db.visualInspectionAnswer.findUniqueOrThrow({ where: { id: answerId } })).imagePaths;
    expect(stored[0]).toMatch(new RegExp(`^places/${w.place.uuid}/inspections/${s.uuid}/answers/.+\\.jpg$`));
    const url = new URL(added.json().visualInspection[0].images[0], 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // Saving the answers again keeps the photos; what is not an image, an unknown answer, a technician who does not record and another company are refused.
    const again = await t.app.inject({
      method: 'PUT',
      url: `${w.base}/${s.uuid}/visual-inspection/answers`,
      headers: w.starter.headers,
      payload: { answers: [{ questionId: q.doors.id, value: 'YES' }] },
    });
    expect(again.json().visualInspection[0].images).toHaveLength(1);
    const newId = again.json().visualInspection[0].id as number;
    const newImages = `${w.base}/${s.uuid}/visual-inspection/answers/${newId}/images`;
    expect((await upload(w.starter.headers, Buffer.from('%PDF-1.4\n%%EOF\n'), newImages)).statusCode).toBe(415);
    expect((await upload(w.starter.headers, jpeg, `${w.base}/${s.uuid}/visual-inspection/answers/999999/images`)).statusCode).toBe(404);
    expect((await upload(w.technician.headers, jpeg, newImages)).statusCode).toBe(403);
    expect((await upload(w.otherManager.headers, jpeg, newImages)).statusCode).toBe(404);

    // At most photosPerAnswer.
    for (let i = 1; i < INSPECTION_LIMITS.photosPerAnswer; i++) expect((await upload(w.starter.headers, jpeg, newImages)).statusCode).toBe(201);
    const over = await upload(w.starter.headers, jpeg, newImages);
    expect([over.statusCode, over.json().code]).toEqual([409, 'inspection/too_many_images']);

    // Deleting is an admin's correction; the file goes too.
    expect((await t.app.inject({ method: 'DELETE', url: `${newImages}/0`, headers: w.starter.headers })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${newImages}/0`, headers: w.manager.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().visualInspection[0].images).toHaveLength(INSPECTION_LIMITS.photosPerAnswer - 1);
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${newImages}/${INSPECTION_LIMITS.photosPerAnswer}`, headers: w.manager.headers })).statusCode).toBe(
      404,
    );
  });

  it('refuses questions the place does not ask and malformed answers, changing nothing', async () => {
    const w = await inspectionWorld(t);
    const q = await questions(w);
    const s = await start(t, w);
    const url = `${w.base}/${s.id}/visual-inspection/answers`;
    await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [{ questionId: q.doors.id, value: 'YES' }] } });
    const before = await t.db.visualInspectionAnswer.findMany({ where: { inspectionId: s.id } });

    const unasked = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.starter.headers,
      payload: {
        answers: [
          { questionId: q.waste.id, value: 'YES' },
          { questionId: q.unasked.id, value: 'NO' },
        ],
      },
    });
    expect([unasked.statusCode, unasked.json().code]).toEqual([400, 'common/validation_failed']);
    expect(unasked.json().details.fields).toEqual([{ path: 'answers.1.questionId', message: 'question_not_selected', code: 'invalid' }]);
    const theirs = await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [{ questionId: q.theirs.id, value: 'NO' }] } });
    expect(theirs.statusCode).toBe(400);
    for (const payload of [
      {},
      { answers: 'yes' },
      { answers: [{ questionId: q.doors.id }] },
      { answers: [{ questionId: q.doors.id, value: 'MAYBE' }] },
      { answers: [{ questionId: 'abc', value: 'YES' }] },
      {
        answers: [
          { questionId: q.doors.id, value: 'YES' },
          { questionId: q.doors.id, value: 'NO' },
        ],
      },
      { answers: [{ questionId: q.doors.id, value: 'YES', note: 'x'.repeat(2001) }] },
      { answers: [{ questionId: q.doors.id, value: 'YES', colour: 'red' }] },
    ]) {
      const bad = await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload });
      expect([bad.statusCode, bad.json().code], JSON.stringify(payload).slice(0, 80)).toEqual([400, 'common/validation_failed']);
    }
    expect(await t.db.visualInspectionAnswer.findMany({ where: { inspectionId: s.id } })).toEqual(before);
  });

  it('lets the recorders answer while it runs, admins once completed, nobody once approved; other roles 403, another company 404', async () => {
    const w = await inspectionWorld(t);
    const q = await questions(w);
    const s = await start(t, w);
    const url = `${w.base}/${s.id}/visual-inspection/answers`;
    const put = (headers: Record<string, string>, value = 'YES') =>
      t.app.inject({ method: 'PUT', url, headers, payload: { answers: [{ questionId: q.doors.id, value }] } });
    const clientCompany = await createCompany(t.db, { parentCompanyId: w.company.id });
    const client = bearer((await signIn(t.app, (await createUser(t.db, { companyId: clientCompany.id, role: 'CLIENT' })).email)).token);

    expect((await put(w.technician.headers)).statusCode).toBe(403);
    expect((await put(w.controller.headers)).statusCode).toBe(403);
    expect((await put(w.approver.headers)).statusCode).toBe(403);
    expect((await put(client)).statusCode).toBe(404);
    const foreign = await put(w.otherManager.headers);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'common/not_found']);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/places/${w.place.uuid}/inspections/99999999/visual-inspection/answers`,
          headers: w.manager.headers,
          payload: { answers: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.db.visualInspectionAnswer.count({ where: { inspectionId: s.id } })).toBe(0);

    expect((await put(w.starter.headers)).statusCode).toBe(200);
    expect((await put(w.manager.headers, 'NO')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${w.base}/${s.id}/complete`, headers: w.starter.headers });
    const late = await put(w.starter.headers);
    expect([late.statusCode, late.json().code]).toEqual([409, 'inspection/not_in_progress']);
    expect((await put(w.manager.headers, 'YES')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${w.base}/${s.id}/approve`, headers: w.approver.headers });
    const locked = await put(w.manager.headers, 'NO');
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'inspection/approved']);
    expect((await t.db.visualInspectionAnswer.findFirstOrThrow({ where: { inspectionId: s.id } })).value).toBe('YES');
  });
});
