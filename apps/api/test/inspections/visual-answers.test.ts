import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';
import { inspectionWorld, start, type InspectionWorld } from './world.ts';

describe('inspections: visual-inspection answers', { timeout: 60_000 }, () => {
  const t = useApi();

  /** Three questions: two the place asks (one product-wide, one the company's), one it does not. */
  async function questions(w: InspectionWorld) {
    const doors = await t.db.visualInspectionQuestion.create({ data: { question: 'Doors closed?', comment: 'Check every door', order: 1 } });
    const waste = await t.db.visualInspectionQuestion.create({ data: { question: 'Waste removed?', comment: 'Bins', order: 1, companyId: w.company.id } });
    const unasked = await t.db.visualInspectionQuestion.create({ data: { question: 'Windows netted?', comment: 'Nets', order: 2, companyId: w.company.id } });
    const theirs = await t.db.visualInspectionQuestion.create({ data: { question: 'Theirs?', comment: 'x', order: 1, companyId: w.other.id } });
    await t.db.placeVisualInspectionQuestion.createMany({ data: [{ placeId: w.place.id, questionId: doors.id }, { placeId: w.place.id, questionId: waste.id }] });
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
      payload: { answers: [{ questionId: q.waste.id, value: 'NO', note: ' Bins full ', recommendation: 'Empty them daily' }, { questionId: q.doors.id, value: 'YES' }] },
    });
    expect(saved.statusCode).toBe(200);
    // In the order the place asks: the product-wide question first.
    expect(saved.json().visualInspection).toEqual([
      { id: expect.any(Number), questionId: q.doors.id, question: 'Doors closed?', value: 'YES', note: null, recommendation: null, images: [] },
      { id: expect.any(Number), questionId: q.waste.id, question: 'Waste removed?', value: 'NO', note: 'Bins full', recommendation: 'Empty them daily', images: [] },
    ]);

    // A question left out loses its answer; the text stays as asked even when the question changes later.
    const again = await t.app.inject({ method: 'PUT', url, headers: w.manager.headers, payload: { answers: [{ questionId: q.doors.id, value: 'NO', note: '', recommendation: 'Fit a door closer' }] } });
    expect(again.json().visualInspection).toEqual([expect.objectContaining({ questionId: q.doors.id, value: 'NO', note: null, recommendation: 'Fit a door closer' })]);
    await t.db.visualInspectionQuestion.update({ where: { id: q.doors.id }, data: { question: 'Are all doors closed?' } });
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/${s.id}`, headers: w.technician.headers })).json().visualInspection[0].question).toBe('Doors closed?');

    // Answers to questions the place no longer asks stay; an empty list clears the selected ones.
    await t.db.placeVisualInspectionQuestion.delete({ where: { placeId_questionId: { placeId: w.place.id, questionId: q.doors.id } } });
    const cleared = await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [] } });
    expect(cleared.json().visualInspection).toEqual([expect.objectContaining({ questionId: q.doors.id, value: 'NO' })]);
  });

  it('refuses questions the place does not ask and malformed answers, changing nothing', async () => {
    const w = await inspectionWorld(t);
    const q = await questions(w);
    const s = await start(t, w);
    const url = `${w.base}/${s.id}/visual-inspection/answers`;
    await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [{ questionId: q.doors.id, value: 'YES' }] } });
    const before = await t.db.visualInspectionAnswer.findMany({ where: { inspectionId: s.id } });

    const unasked = await t.app.inject({ method: 'PUT', url, headers: w.starter.headers, payload: { answers: [{ questionId: q.waste.id, value: 'YES' }, { questionId: q.unasked.id, value: 'NO' }] } });
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
      { answers: [{ questionId: q.doors.id, value: 'YES' }, { questionId: q.doors.id, value: 'NO' }] },
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
    const put = (headers: Record<string, string>, value = 'YES') => t.app.inject({ method: 'PUT', url, headers, payload: { answers: [{ questionId: q.doors.id, value }] } });
    const clientCompany = await createCompany(t.db, { parentCompanyId: w.company.id });
    const client = bearer((await signIn(t.app, (await createUser(t.db, { companyId: clientCompany.id, role: 'CLIENT' })).email)).token);

    expect((await put(w.technician.headers)).statusCode).toBe(403);
    expect((await put(w.controller.headers)).statusCode).toBe(403);
    expect((await put(w.approver.headers)).statusCode).toBe(403);
    expect((await put(client)).statusCode).toBe(404);
    const foreign = await put(w.otherManager.headers);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'common/not_found']);
    expect((await t.app.inject({ method: 'PUT', url: `/api/places/${w.place.uuid}/inspections/99999999/visual-inspection/answers`, headers: w.manager.headers, payload: { answers: [] } })).statusCode).toBe(404);
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
