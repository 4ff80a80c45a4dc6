import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { noteSaveReply, notesReply } from '../../../api/user-documents';

/* PDF notes per annotation (001 §4, §7), with the owner access matrix. */

let d: DemoApp;
let ivy: Record<string, string>;
let owen: Record<string, string>;
let admin: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });
const docOf = (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id'])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const noteData = JSON.stringify({ page: 3, rect: [10, 20, 30, 40] });

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, owen, admin, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('owen.hale@example.com'),
    d.as('admin@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('create, edit and delete notes per annotation (001 §4 PDF notes)', () => {
  it('save answers noteContent; a repeated save replaces; edit changes; delete removes', async () => {
    const { id } = await docOf('MSA');
    const save = await inject('POST', '/api/user-notes/save', ivy, {
      contentId: id,
      annotationId: 'a-1',
      noteData,
      note: 'Check clause 7',
    });
    expect(save.statusCode).toBe(200);
    expect(noteSaveReply.parse(save.json()).noteContent).toBe('Check clause 7');
    await inject('POST', '/api/user-notes/save', ivy, { contentId: id, annotationId: 'a-1', noteData, note: 'Check clause 7.2' });
    await inject('POST', '/api/user-notes/save', ivy, { contentId: id, annotationId: 'a-2', noteData, note: 'Second' });
    // This test's annotations only: another test may have noted the same document first (any order).
    const mine = async () =>
      notesReply.parse((await inject('GET', `/api/user-notes/${id}`, ivy)).json()).filter((n) => /^a-\d$/.test(n.annotationId));
    let list = await mine();
    expect(list.map((n) => [n.annotationId, n.note])).toEqual([
      ['a-1', 'Check clause 7.2'],
      ['a-2', 'Second'],
    ]);
    const edit = await inject('POST', '/api/user-notes/edit', ivy, {
      contentId: id,
      annotationId: 'a-2',
      noteData,
      note: 'Second, edited',
    });
    expect(edit.json().noteContent).toBe('Second, edited');
    expect((await inject('DELETE', `/api/user-notes/delete?annotationId=a-1&contentId=${id}`, ivy)).statusCode).toBe(204);
    list = await mine();
    expect(list.map((n) => [n.annotationId, n.note, n.noteData])).toEqual([['a-2', 'Second, edited', noteData]]);
  });
  it('edit and delete of a note that does not exist answer 404', async () => {
    const { id } = await docOf('MSA');
    expect(
      (await inject('POST', '/api/user-notes/edit', ivy, { contentId: id, annotationId: 'missing', noteData, note: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/user-notes/delete?annotationId=missing&contentId=${id}`, ivy)).statusCode).toBe(404);
  });
});

describe("another user's notes are never visible or changeable (DOMAIN invariant 2)", () => {
  it("other user of the same account, another account and anonymous neither see nor change the owner's note", async () => {
    const { id } = await docOf('MSA');
    await inject('POST', '/api/user-notes/save', ivy, { contentId: id, annotationId: 'private-1', noteData, note: 'Mine' });
    for (const other of [owen, admin]) {
      expect(
        notesReply.parse((await inject('GET', `/api/user-notes/${id}`, other)).json()).map((n) => n.annotationId),
      ).not.toContain('private-1');
      expect(
        (
          await inject('POST', '/api/user-notes/edit', other, {
            contentId: id,
            annotationId: 'private-1',
            noteData,
            note: 'Theirs',
          })
        ).statusCode,
      ).toBe(404);
      expect((await inject('DELETE', `/api/user-notes/delete?annotationId=private-1&contentId=${id}`, other)).statusCode).toBe(
        404,
      );
    }
    // A save by another user makes their own note; the owner's stays as it was.
    await inject('POST', '/api/user-notes/save', owen, { contentId: id, annotationId: 'private-1', noteData, note: 'Owen' });
    expect((await inject('GET', `/api/user-notes/${id}`, anon)).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/user-notes/save', anon, { contentId: id, annotationId: 'x', noteData, note: 'x' })).statusCode,
    ).toBe(401);
    const mine = notesReply
      .parse((await inject('GET', `/api/user-notes/${id}`, ivy)).json())
      .find((n) => n.annotationId === 'private-1');
    expect(mine?.note).toBe('Mine');
  });
  it("notes need entitlement: 403 on a document the account does not subscribe to, 404 for another tenant's", async () => {
    const ctc = await docOf('CTC');
    expect(
      (await inject('POST', '/api/user-notes/save', ivy, { contentId: ctc.id, annotationId: 'a', noteData, note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await inject('GET', `/api/user-notes/${ctc.id}`, ivy)).statusCode).toBe(403);
    const msa = await docOf('MSA');
    expect((await inject('GET', `/api/user-notes/${msa.id}`, nora)).statusCode).toBe(404);
  });
});

describe('bad input answers 400 with fieldErrors, never 500', () => {
  it('missing fields, an over-long note, a non-numeric contentId', async () => {
    const { id } = await docOf('MSA');
    const missing = await inject('POST', '/api/user-notes/save', ivy, { contentId: id });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .fieldErrors.map((f: any) => f.field)
        .sort(),
    ).toEqual(['annotationId', 'note', 'noteData']);
    const long = await inject('POST', '/api/user-notes/save', ivy, {
      contentId: id,
      annotationId: 'a',
      noteData,
      note: 'x'.repeat(5001),
    });
    expect(long.json().fieldErrors).toEqual([{ objectName: 'body', field: 'note', message: 'Size' }]);
    expect((await inject('GET', '/api/user-notes/abc', ivy)).statusCode).toBe(400);
    expect((await inject('DELETE', '/api/user-notes/delete?contentId=1', ivy)).json().fieldErrors[0].field).toBe('annotationId');
  });
});
