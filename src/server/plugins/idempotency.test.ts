import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../tests/helpers/demo-app';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../api/idempotency';
import { noteSaveReply, notesReply } from '../../api/user-documents';

/* Idempotent writes (ARCHITECTURE §5): a replayed offline change never runs twice. */

let d: DemoApp;
let ivy: Record<string, string>;
let owen: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object, key?: string) =>
  d.app.inject({ method, url, headers: key ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } : headers, payload });
const docOf = (publisher: string) => d.db.selectFrom('documents').innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
  .select(['documents.id']).where('publishers.code', '=', publisher).orderBy('documents.id').executeTakeFirstOrThrow();
const noteData = JSON.stringify({ page: 3, rect: [10, 20, 30, 40] });
const favoriteCount = async (userEmail: string, documentId: number) => {
  const user = await d.db.selectFrom('users').select('id').where('email', '=', userEmail).executeTakeFirstOrThrow();
  const rows = await d.db.selectFrom('favorite_documents').select('id').where('user_id', '=', user.id).where('document_id', '=', documentId).execute();
  return rows.length;
};

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, owen] = await Promise.all([d.as('ivy@example.com'), d.as('owen.hale@example.com')]);
}, 120_000);
afterAll(async () => d?.close());

describe('a repeated key answers the stored reply without running the write again', () => {
  it('replays a note save: same reply, marked as replayed, the later edit stays', async () => {
    const { id } = await docOf('MSA');
    const body = { contentId: id, annotationId: 'idem-1', noteData, note: 'First words' };
    const first = await inject('POST', '/api/user-notes/save', ivy, body, 'key-note-000001');
    expect(first.statusCode).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    // A later change of the same note (another key) must survive a late replay of the first.
    await inject('POST', '/api/user-notes/save', ivy, { ...body, note: 'Later words' }, 'key-note-000002');
    const replay = await inject('POST', '/api/user-notes/save', ivy, body, 'key-note-000001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(noteSaveReply.parse(replay.json())).toEqual(noteSaveReply.parse(first.json()));
    const notes = notesReply.parse((await inject('GET', `/api/user-notes/${id}`, ivy)).json());
    expect(notes.filter((n) => n.annotationId === 'idem-1').map((n) => n.note)).toEqual(['Later words']);
  });

  it('replays a favorite add and remove: one favorite, then a 204 again instead of a 404', async () => {
    const { id } = await docOf('KES');
    const add = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'key-fav-add-01');
    const again = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'key-fav-add-01');
    expect(again.statusCode).toBe(add.statusCode);
    expect(again.json()).toEqual(add.json());
    expect(await favoriteCount('ivy@example.com', id)).toBe(1);
    const favId = add.json().id as number;
    expect((await inject('DELETE', `/api/content-favorites/${favId}`, ivy, undefined, 'key-fav-del-01')).statusCode).toBe(204);
    const replay = await inject('DELETE', `/api/content-favorites/${favId}`, ivy, undefined, 'key-fav-del-01');
    expect(replay.statusCode).toBe(204);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    // Without the key the same delete runs again and finds nothing.
    expect((await inject('DELETE', `/api/content-favorites/${favId}`, ivy)).statusCode).toBe(404);
  });

  it('keeps a refusal: a 404 is answered again as the same 404', async () => {
    const first = await inject('DELETE', '/api/content-favorites/99999999', ivy, undefined, 'key-refused-01');
    expect(first.statusCode).toBe(404);
    const replay = await inject('DELETE', '/api/content-favorites/99999999', ivy, undefined, 'key-refused-01');
    expect(replay.statusCode).toBe(404);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });
});

describe('a key belongs to one user and one request', () => {
  it('the same key from another user runs that user\'s own write', async () => {
    const { id } = await docOf('HMI');
    await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'key-shared-0001');
    const owens = await inject('POST', '/api/content-favorites', owen, { content: { contentId: id } }, 'key-shared-0001');
    expect(owens.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await favoriteCount('owen.hale@example.com', id)).toBe(1);
  });

  it('the same key with another body is refused with 422 and runs nothing', async () => {
    const { id } = await docOf('MSA');
    await inject('POST', '/api/user-notes/save', ivy, { contentId: id, annotationId: 'idem-2', noteData, note: 'One' }, 'key-reused-0001');
    const reused = await inject('POST', '/api/user-notes/save', ivy, { contentId: id, annotationId: 'idem-3', noteData, note: 'Two' }, 'key-reused-0001');
    expect(reused.statusCode).toBe(422);
    const notes = notesReply.parse((await inject('GET', `/api/user-notes/${id}`, ivy)).json());
    expect(notes.some((n) => n.annotationId === 'idem-3')).toBe(false);
  });

  it('a malformed key is a 400; an anonymous write is a 401 and claims nothing', async () => {
    const { id } = await docOf('MSA');
    expect((await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'bad key!')).statusCode).toBe(400);
    expect((await inject('POST', '/api/content-favorites', anon, { content: { contentId: id } }, 'key-anon-00001')).statusCode).toBe(401);
    expect(await d.db.selectFrom('idempotency_keys').select('id').where('idem_key', '=', 'key-anon-00001').execute()).toEqual([]);
  });

  it('a validation failure is answered before a key is claimed, so the corrected request can use it', async () => {
    const bad = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: 'x' } }, 'key-invalid-001');
    expect(bad.statusCode).toBe(400);
    expect(await d.db.selectFrom('idempotency_keys').select('id').where('idem_key', '=', 'key-invalid-001').execute()).toEqual([]);
  });
});
