import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../tests/helpers/demo-app';
import { COMPASS_POINTS_PATH } from '../../api/compass-points';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyError } from '../../api/idempotency';
import { SEARCH_PATH } from '../../api/search';
import { FAVORITES_PATH, noteSaveReply, notesReply } from '../../api/user-documents';
import { requestHash } from '../services/idempotency';

/* Idempotent writes (src/README.md §5): a replayed offline change never runs twice. */

let d: DemoApp;
let ivy: Record<string, string>;
let owen: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  key?: string,
) => d.app.inject({ method, url, headers: key ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } : headers, payload });
const docOf = (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id'])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const noteData = JSON.stringify({ page: 3, rect: [10, 20, 30, 40] });
const userId = async (email: string) =>
  (await d.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const keyRows = (key: string) =>
  d.db.selectFrom('idempotency_keys').select(['status_code', 'claimed_at']).where('idem_key', '=', key).execute();
const favoriteCount = async (userEmail: string, documentId: number) => {
  const user = { id: await userId(userEmail) };
  const rows = await d.db
    .selectFrom('favorite_documents')
    .select('id')
    .where('user_id', '=', user.id)
    .where('document_id', '=', documentId)
    .execute();
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
  it("the same key from another user runs that user's own write", async () => {
    const { id } = await docOf('HMI');
    await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'key-shared-0001');
    const owens = await inject('POST', '/api/content-favorites', owen, { content: { contentId: id } }, 'key-shared-0001');
    expect(owens.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await favoriteCount('owen.hale@example.com', id)).toBe(1);
  });

  it('the same key with another body is refused with 422 and runs nothing', async () => {
    const { id } = await docOf('MSA');
    await inject(
      'POST',
      '/api/user-notes/save',
      ivy,
      { contentId: id, annotationId: 'idem-2', noteData, note: 'One' },
      'key-reused-0001',
    );
    const reused = await inject(
      'POST',
      '/api/user-notes/save',
      ivy,
      { contentId: id, annotationId: 'idem-3', noteData, note: 'Two' },
      'key-reused-0001',
    );
    expect(reused.statusCode).toBe(422);
    const notes = notesReply.parse((await inject('GET', `/api/user-notes/${id}`, ivy)).json());
    expect(notes.some((n) => n.annotationId === 'idem-3')).toBe(false);
  });

  it('a malformed key is a 400; an anonymous write is a 401 and claims nothing', async () => {
    const { id } = await docOf('MSA');
    expect((await inject('POST', '/api/content-favorites', ivy, { content: { contentId: id } }, 'bad key!')).statusCode).toBe(
      400,
    );
    expect(
      (await inject('POST', '/api/content-favorites', anon, { content: { contentId: id } }, 'key-anon-00001')).statusCode,
    ).toBe(401);
    expect(await d.db.selectFrom('idempotency_keys').select('id').where('idem_key', '=', 'key-anon-00001').execute()).toEqual([]);
  });

  it('a validation failure is answered before a key is claimed, so the corrected request can use it', async () => {
    const bad = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: 'x' } }, 'key-invalid-001');
    expect(bad.statusCode).toBe(400);
    expect(await d.db.selectFrom('idempotency_keys').select('id').where('idem_key', '=', 'key-invalid-001').execute()).toEqual(
      [],
    );
  });
});

describe('a write and its stored reply are one transaction: both are kept or neither', () => {
  it('a reply that cannot be stored takes the change back with it, and the retry makes the change once', async () => {
    const { id } = await docOf('TMB');
    const key = 'key-atomic-0001';
    // Storing this key's reply fails, as it would if the node died between the change and the reply.
    await sql`create trigger fail_reply before update of status_code on idempotency_keys
      when new.idem_key = 'key-atomic-0001' and new.status_code is not null begin select raise(abort, 'reply not stored'); end`.execute(
      d.db,
    );
    try {
      const failed = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, key);
      expect(failed.statusCode).toBe(500);
      expect(await favoriteCount('ivy@example.com', id)).toBe(0);
      expect(await keyRows(key)).toEqual([]);
    } finally {
      await sql`drop trigger fail_reply`.execute(d.db);
    }
    const retry = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, key);
    expect(retry.statusCode).toBe(201);
    const replay = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, key);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(retry.json());
    expect(await favoriteCount('ivy@example.com', id)).toBe(1);
  });

  it("a service's own transaction runs inside it: a compass point saved with a key exists once and is replayed", async () => {
    const { id } = await docOf('MSA');
    const body = {
      name: 'Idempotent point 1',
      contentID: id,
      selectionData: { rects: [{ pageNumber: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.02 }] },
      selectionMetadata: { pageNumber: 1, selectionText: 'scope', annotationID: 'idem-point-1' },
    };
    const first = await inject('POST', COMPASS_POINTS_PATH, ivy, body, 'key-point-0001');
    expect(first.statusCode).toBe(201);
    const replay = await inject('POST', COMPASS_POINTS_PATH, ivy, body, 'key-point-0001');
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const points = await d.db.selectFrom('compass_points').select('id').where('name', '=', body.name).execute();
    expect(points).toHaveLength(1);
    const audits = await d.db
      .selectFrom('compass_point_audits')
      .select('id')
      .where('compass_point_id', '=', points[0].id)
      .execute();
    expect(audits).toHaveLength(1);
  });
});

describe('an unfinished claim answers "in progress" within its lease and is taken over after it', () => {
  // The claim an attempt on a node that died left behind, `ageMs` ago.
  const leftBehind = async (key: string, documentId: number, ageMs: number) => {
    const at = new Date(Date.now() - ageMs).toISOString();
    await d.db
      .insertInto('idempotency_keys')
      .values({
        tenant_id: 'bearing',
        user_id: await userId('ivy@example.com'),
        idem_key: key,
        status_code: null,
        content_type: null,
        reply_body: null,
        request_hash: requestHash('POST', FAVORITES_PATH, { content: { contentId: documentId } }),
        created_at: at,
        claimed_at: at,
      })
      .execute();
  };

  it('within the lease: 409 with the code the offline queue retries, and nothing runs', async () => {
    const { id } = await docOf('HMI');
    await d.db
      .deleteFrom('favorite_documents')
      .where('user_id', '=', await userId('ivy@example.com'))
      .where('document_id', '=', id)
      .execute();
    await leftBehind('key-lease-live-1', id, 1_000);
    const res = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, 'key-lease-live-1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(IdempotencyError.inProgress);
    expect(await favoriteCount('ivy@example.com', id)).toBe(0);
  });

  it('past the lease: the retry takes the key over, runs the write once and its reply is kept', async () => {
    const { id } = await docOf('MSA');
    await d.db
      .deleteFrom('favorite_documents')
      .where('user_id', '=', await userId('ivy@example.com'))
      .where('document_id', '=', id)
      .execute();
    await leftBehind('key-lease-dead-1', id, d.app.config.idempotencyLeaseMs + 1_000);
    const res = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, 'key-lease-dead-1');
    expect(res.statusCode).toBe(201);
    expect(await favoriteCount('ivy@example.com', id)).toBe(1);
    expect((await keyRows('key-lease-dead-1')).map((r) => r.status_code)).toEqual([201]);
    const replay = await inject('POST', FAVORITES_PATH, ivy, { content: { contentId: id } }, 'key-lease-dead-1');
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
  });
});

describe('a POST that only answers a query ignores a key', () => {
  it('a search with a key runs each time and claims nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await inject('POST', `${SEARCH_PATH}?page=0&size=5`, ivy, { keywords: 'steel' }, 'key-search-0001');
      expect(res.statusCode).toBe(200);
      expect(res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    }
    expect(await keyRows('key-search-0001')).toEqual([]);
  });
});
