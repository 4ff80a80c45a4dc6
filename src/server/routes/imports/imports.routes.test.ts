import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../../tests/helpers/demo-app';
import { fullNisoSts } from '../../../../tests/fixtures/content/sts-samples';
import { manualPages, textPdf } from '../../../../tests/fixtures/content/pdf-samples';
import { importHistory, importJob, importJobDetail } from '../../../api/imports';
import { ImportRunner } from '../../services/imports/runner';

/*
 * The import API (the operator's console and automated deliveries): only the platform operator
 * may make, fill, start and read imports; a job runs on a node's runner and its report fills in.
 */

let d: DemoApp;
let ops: Record<string, string>;
beforeAll(async () => {
  d = await createDemoApp();
  ops = await d.as('ops@example.com');
}, 120_000);
afterAll(async () => d?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  d.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload: Buffer) =>
  d.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload });

describe("imports are the platform operator's alone", () => {
  it('anonymous callers get 401; an account administrator, a subscriber and a compass-point admin get 403', async () => {
    expect((await d.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { origin: MAIN } })).statusCode).toBe(401);
    for (const who of ['admin@example.com', 'ivy@example.com', 'cpadmin@example.com']) {
      const h = await d.as(who);
      expect((await d.app.inject({ method: 'GET', url: '/api/admin/imports', headers: h })).statusCode).toBe(403);
      expect((await post('/api/admin/imports', h)).statusCode).toBe(403);
    }
  });
  it("another role cannot read, fill or start the operator's job", async () => {
    const job = importJob.parse((await post('/api/admin/imports', ops, { publisher: 'MSA' })).json());
    const ivy = await d.as('ivy@example.com');
    expect((await d.app.inject({ method: 'GET', url: `/api/admin/imports/${job.id}`, headers: ivy })).statusCode).toBe(403);
    expect((await put(`/api/admin/imports/${job.id}/files?name=a.xml`, ivy, Buffer.from('<x/>'))).statusCode).toBe(403);
    expect((await post(`/api/admin/imports/${job.id}/start`, ivy)).statusCode).toBe(403);
  });
});

describe('an upload is a job: files one request each, then started, then run by a node with its report', () => {
  it('makes, fills, starts and runs a job; the history lists it with its counts', async () => {
    const made = await post(
      '/api/admin/imports',
      { ...ops, 'x-bearing-client': 'console' },
      { publisher: 'msa', label: 'Decking delivery' },
    );
    expect(made.statusCode).toBe(201);
    const job = importJob.parse(made.json());
    expect(job).toMatchObject({ source: 'console', state: 'receiving', publisherCode: 'MSA', label: 'Decking delivery' });
    expect(
      (await put(`/api/admin/imports/${job.id}/files?name=CMB-4410-2.xml`, ops, Buffer.from(fullNisoSts()))).statusCode,
    ).toBe(201);
    expect(
      (await put(`/api/admin/imports/${job.id}/files?name=CMB-4410-2.pdf`, ops, Buffer.from(await textPdf(manualPages(3)))))
        .statusCode,
    ).toBe(201);
    expect((await put(`/api/admin/imports/${job.id}/files?name=notes.txt`, ops, Buffer.from('hello'))).statusCode).toBe(201);
    const before = importJobDetail.parse(
      (await d.app.inject({ method: 'GET', url: `/api/admin/imports/${job.id}`, headers: ops })).json(),
    );
    expect(before.files.map((f) => [f.file, f.status])).toEqual([
      ['CMB-4410-2.pdf', null],
      ['CMB-4410-2.xml', null],
      ['notes.txt', null],
    ]);
    const started = await post(`/api/admin/imports/${job.id}/start`, ops);
    expect(importJob.parse(started.json()).state).toBe('queued');
    // A node's runner takes the job (its timer is not waited for here).
    await new ImportRunner(d.app).tick();
    const after = importJobDetail.parse(
      (await d.app.inject({ method: 'GET', url: `/api/admin/imports/${job.id}`, headers: ops })).json(),
    );
    expect(after.job).toMatchObject({ state: 'done', imported: 2, refused: 1, fileCount: 3 });
    expect(after.files).toEqual([
      { file: 'CMB-4410-2.pdf', status: 'imported', contentCode: 'msa-cmb-4410-2-2024', pages: 3, reason: null },
      { file: 'CMB-4410-2.xml', status: 'imported', contentCode: 'msa-cmb-4410-2-2024', pages: 3, reason: null },
      { file: 'notes.txt', status: 'refused', contentCode: null, pages: null, reason: 'is text of no kind Bearing imports' },
    ]);
    const history = await d.app.inject({ method: 'GET', url: '/api/admin/imports', headers: ops });
    const h = importHistory.parse(history.json());
    expect(h.jobs.find((j) => j.id === job.id)).toMatchObject({ state: 'done', imported: 2 });
    expect(h.publishers.map((p) => p.code)).toEqual(expect.arrayContaining(['MSA', 'NWP', 'KES', 'HMI', 'CTC', 'TMB']));
    // The document is Ivy's to find: MSA is one of her account's subscriptions.
    const ivy = await d.as('ivy@example.com');
    const meta = await d.app.inject({
      method: 'GET',
      url: '/api/documents/metadata?contentCode=msa-cmb-4410-2-2024',
      headers: ivy,
    });
    expect(meta.statusCode).toBe(200);
  });
  it('refuses a file name with a folder, an unknown publisher, a start without files and files after the start', async () => {
    expect((await post('/api/admin/imports', ops, { publisher: 'XYZ' })).statusCode).toBe(400);
    const job = importJob.parse((await post('/api/admin/imports', ops)).json());
    expect(
      (await put(`/api/admin/imports/${job.id}/files?name=${encodeURIComponent('../../etc/x.xml')}`, ops, Buffer.from('x')))
        .statusCode,
    ).toBe(400);
    expect((await put(`/api/admin/imports/${job.id}/files?name=.hidden`, ops, Buffer.from('x'))).statusCode).toBe(400);
    expect((await post(`/api/admin/imports/${job.id}/start`, ops)).statusCode).toBe(400);
    expect((await put(`/api/admin/imports/${job.id}/files?name=a.xml`, ops, Buffer.from(fullNisoSts()))).statusCode).toBe(201);
    expect((await post(`/api/admin/imports/${job.id}/start`, ops)).statusCode).toBe(200);
    expect((await put(`/api/admin/imports/${job.id}/files?name=b.xml`, ops, Buffer.from('x'))).statusCode).toBe(409);
    expect(
      (await d.app.inject({ method: 'GET', url: '/api/admin/imports/00000000-0000-0000-0000-000000000000', headers: ops }))
        .statusCode,
    ).toBe(404);
  });
});
