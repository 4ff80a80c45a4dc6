import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { COMPARE_TOO_LARGE, htmlComparisonReply, htmlResultReply, pdfComparisonReply, redlinePath } from '../../../api/compare';
import { LEASE_MS, resumeCompareJobs, settleCompareJobs } from '../../services/compare-jobs';

/* Version compare calls of 001 §7 with the rules of §4 Compare and §8 (too large), and their access checks. */

let d: DemoApp;
let ivy: Record<string, string>;
let owen: Record<string, string>;
let carl: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
type Ed = { id: number; family_id: number; edition_order: number; code: string };
let family: Ed[]; // an MSA family with at least three English editions, oldest first
let ctc: Ed[]; // a CTC family with two editions: Carl's account subscribes, Ivy's does not

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => d.app.inject({ method, url, headers });
const html = (o: Ed, n: Ed) => `oldHtmlId=${o.id}&newHtmlId=${n.id}`;
const jobs = () => d.db.selectFrom('compare_jobs').selectAll().execute();

async function familyOf(publisher: string, min: number): Promise<Ed[]> {
  const rows = await d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.family_id', 'documents.edition_order', 'documents.content_code as code'])
    .where('publishers.code', '=', publisher)
    .where('documents.document_type', '=', 'Standard')
    .where('documents.language_code', '=', 'en-US')
    .orderBy('documents.family_id')
    .orderBy('documents.edition_order')
    .execute();
  // Node 20 has no Map.groupBy.
  const byFamily = new Map<number, Ed[]>();
  for (const r of rows) byFamily.set(r.family_id, [...(byFamily.get(r.family_id) ?? []), r]);
  return [...byFamily.values()].find((eds) => eds.length >= min)!;
}

beforeAll(async () => {
  d = await createDemoApp({ documents: 120 });
  [ivy, owen, carl, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('owen.hale@example.com'),
    d.as('carl@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
  family = await familyOf('MSA', 3);
  ctc = await familyOf('CTC', 2);
}, 120_000);
afterAll(async () => d?.close());

describe('HTML compare is a job: requested, polled until the file exists, then fetched (001 §4 Compare 2)', () => {
  it('request answers queued with fileexists N; after the job runs the check says Y and the result marks changes', async () => {
    const [o, n] = family;
    // Tests run in any order: jobs other tests made for this pair go, so this request is the first.
    await settleCompareJobs(d.app);
    await d.db
      .deleteFrom('compare_jobs')
      .where('kind', '=', 'html')
      .where('old_document_id', '=', o.id)
      .where('new_document_id', '=', n.id)
      .execute();
    const req = await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, ivy);
    expect(req.statusCode).toBe(200);
    expect(req.headers.fileexists).toBe('N');
    expect(htmlComparisonReply.parse(req.json())).toEqual({ state: 'queued', fileExists: false, message: null });
    await settleCompareJobs(d.app);
    const check = await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy);
    expect(check.headers.fileexists).toBe('Y');
    expect(check.json()).toEqual({ state: 'done', fileExists: true, message: null });
    const res = htmlResultReply.parse((await inject('GET', `/api/v1/html/result?${html(o, n)}`, ivy)).json());
    expect(res.oldEdition.contentId).toBe(o.id);
    expect(res.newEdition.contentCode).toBe(n.code);
    // The seed revises every edition: reworded sentences and changed values.
    expect(res.html).toMatch(/<del>[^<]+<\/del>/);
    expect(res.html).toMatch(/<ins>[^<]+<\/ins>/);
    expect(res.html).toContain('<h2>Scope</h2>');
  });
  it("a colleague of the same account asking again reuses the account's job; a second request does not duplicate it", async () => {
    const [o, n] = family;
    await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, ivy);
    await settleCompareJobs(d.app);
    const again = await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, owen);
    expect(again.headers.fileexists).toBe('Y');
    // One job per account for the pair (another account may have its own: tests run in any order).
    const pairJobs = (await jobs()).filter((j) => j.kind === 'html' && j.old_document_id === o.id && j.new_document_id === n.id);
    expect(new Set(pairJobs.map((j) => j.account_id)).size).toBe(pairJobs.length);
  });
  it('a poll restarts a job whose runner was lost (running past the lease); a fresh running job is left alone', async () => {
    const [, o, n] = family;
    await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, ivy);
    await settleCompareJobs(d.app);
    const job = (await jobs()).find((j) => j.old_document_id === o.id && j.new_document_id === n.id)!;
    const fresh = new Date().toISOString();
    await d.db
      .updateTable('compare_jobs')
      .set({ state: 'running', result_path: null, updated_at: fresh })
      .where('id', '=', job.id)
      .execute();
    const busy = await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy);
    await settleCompareJobs(d.app);
    expect(busy.json().state).toBe('running');
    expect((await d.db.selectFrom('compare_jobs').select('state').where('id', '=', job.id).executeTakeFirstOrThrow()).state).toBe(
      'running',
    );

    const lost = new Date(Date.now() - LEASE_MS - 1000).toISOString();
    await d.db.updateTable('compare_jobs').set({ updated_at: lost }).where('id', '=', job.id).execute();
    expect((await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy)).headers.fileexists).toBe('N');
    await settleCompareJobs(d.app);
    const after = await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy);
    expect(after.headers.fileexists).toBe('Y');
    expect(
      (await d.db.selectFrom('compare_jobs').select('attempts').where('id', '=', job.id).executeTakeFirstOrThrow()).attempts,
    ).toBe(2);
  });
  it('a queued job left by a stopped node is picked up when the app starts again', async () => {
    const [o, , n] = family;
    const now = new Date().toISOString();
    await d.db
      .insertInto('compare_jobs')
      .values({
        id: 'left-behind',
        tenant_id: 'bearing',
        requester_id: 1,
        account_id: 1,
        old_document_id: o.id,
        new_document_id: n.id,
        kind: 'html',
        state: 'queued',
        result_path: null,
        error: null,
        attempts: 0,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .execute();
    await resumeCompareJobs(d.app);
    await settleCompareJobs(d.app);
    expect((await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy)).headers.fileexists).toBe('Y');
  });
  it('a check before any request is 404', async () => {
    const [o, n] = family;
    expect((await inject('GET', `/api/v1/html/resultCheck?${html(n, o)}`, ivy)).statusCode).toBe(404);
    expect((await inject('GET', `/api/v1/html/result?${html(n, o)}`, ivy)).statusCode).toBe(404);
  });
});

describe('PDF compare offers the redline only for adjacent editions (001 §2 Compare view)', () => {
  it('adjacent editions: older first whatever the order asked, with a redline PDF to download', async () => {
    const [o, n] = family;
    const res = await inject('GET', `/api/documents/pdf/comparison?leftContentId=${n.id}&rightContentId=${o.id}`, ivy);
    expect(res.statusCode).toBe(200);
    const body = pdfComparisonReply.parse(res.json());
    expect(body.oldEdition.contentId).toBe(o.id);
    expect(body.newEdition.contentId).toBe(n.id);
    expect(body.adjacent).toBe(true);
    expect(body.message).toBeNull();
    expect(body.redlineId).toBeTruthy();
    const pdf = await inject('GET', redlinePath(body.redlineId!), ivy);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="redline-.+\.pdf"$/);
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another user of the same account may fetch it; another account and anonymous may not.
    expect((await inject('GET', redlinePath(body.redlineId!), owen)).statusCode).toBe(200);
    expect((await inject('GET', redlinePath(body.redlineId!), carl)).statusCode).toBe(404);
    expect((await inject('GET', redlinePath(body.redlineId!), anon)).statusCode).toBe(401);
  });
  it('editions that are not adjacent: no redline', async () => {
    const body = pdfComparisonReply.parse(
      (
        await inject('GET', `/api/documents/pdf/comparison?leftContentId=${family[0].id}&rightContentId=${family[2].id}`, ivy)
      ).json(),
    );
    expect(body).toMatchObject({ adjacent: false, redlineId: null, message: null });
  });
});

describe('"The documents are too large to be compare" is the reply past the page limit (001 §8)', () => {
  it('HTML job fails with the message; PDF compare replies it without a redline', async () => {
    const [, o, n] = family;
    await d.db.updateTable('documents').set({ page_count: 150 }).where('id', 'in', [o.id, n.id]).execute();
    try {
      const h = await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, ivy);
      expect(h.json()).toEqual({ state: 'failed', fileExists: false, message: COMPARE_TOO_LARGE });
      expect((await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy)).json().message).toBe(COMPARE_TOO_LARGE);
      const p = pdfComparisonReply.parse(
        (await inject('GET', `/api/documents/pdf/comparison?leftContentId=${o.id}&rightContentId=${n.id}`, ivy)).json(),
      );
      expect(p).toMatchObject({ adjacent: true, redlineId: null, message: COMPARE_TOO_LARGE });
    } finally {
      await d.db.updateTable('documents').set({ page_count: 20 }).where('id', 'in', [o.id, n.id]).execute();
    }
    // Back under the limit, asking again runs the job.
    await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, ivy);
    await settleCompareJobs(d.app);
    expect((await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, ivy)).json().state).toBe('done');
  });
});

describe("both editions must be entitled to the caller's account; only that account gets the result", () => {
  const calls = (o: Ed, n: Ed): ['GET' | 'POST', string][] => [
    ['POST', `/api/v1/documents/html/comparison?${html(o, n)}`],
    ['GET', `/api/v1/html/resultCheck?${html(o, n)}`],
    ['GET', `/api/v1/html/result?${html(o, n)}`],
    ['GET', `/api/documents/pdf/comparison?leftContentId=${o.id}&rightContentId=${n.id}`],
  ];
  it('anonymous: 401 on every call', async () => {
    for (const [m, url] of calls(family[0], family[1])) expect((await inject(m, url, anon)).statusCode, url).toBe(401);
  });
  it('editions the account does not subscribe to: 403; another tenant\'s: 404 "Can not find content"', async () => {
    for (const [m, url] of calls(ctc[0], ctc[1])) expect((await inject(m, url, ivy)).statusCode, url).toBe(403);
    for (const [m, url] of calls(family[0], family[1])) {
      const r = await inject(m, url, nora);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().detail).toBe('Can not find content');
    }
  });
  it('another account entitled to the editions has no result until it asks itself', async () => {
    const [o, n] = family;
    expect((await inject('GET', `/api/v1/html/resultCheck?${html(o, n)}`, carl)).statusCode).toBe(404);
    expect((await inject('GET', `/api/v1/html/result?${html(o, n)}`, carl)).statusCode).toBe(404);
    const own = await inject('POST', `/api/v1/documents/html/comparison?${html(o, n)}`, carl);
    // The diff file is shared, so the new job finishes at once without recomputing.
    await settleCompareJobs(d.app);
    expect(own.statusCode).toBe(200);
    expect((await inject('GET', `/api/v1/html/result?${html(o, n)}`, carl)).statusCode).toBe(200);
  });
  it('bad input: 400 without ids, for one edition twice and for editions of two families', async () => {
    expect((await inject('POST', '/api/v1/documents/html/comparison', ivy)).statusCode).toBe(400);
    expect((await inject('GET', '/api/documents/pdf/comparison?leftContentId=x&rightContentId=1', ivy)).statusCode).toBe(400);
    expect((await inject('POST', `/api/v1/documents/html/comparison?${html(family[0], family[0])}`, ivy)).statusCode).toBe(400);
    const other = await familyOf('KES', 1);
    expect(
      (await inject('GET', `/api/documents/pdf/comparison?leftContentId=${family[0].id}&rightContentId=${other[0].id}`, ivy))
        .statusCode,
    ).toBe(400);
    expect((await inject('GET', redlinePath('no-such-job'), ivy)).statusCode).toBe(404);
  });
});
