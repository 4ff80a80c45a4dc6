import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import {
  additionalDetails,
  additionalDetailsByPublisher,
  contentTracking,
  documentMetadata,
  elearningReply,
  elpEntitlementReply,
  relatedContent,
  translationsReply,
  videosReply,
  workItemsReply,
} from '../../../api/documents';

/* Metadata-level calls of 001 §7: metadata, translations, videos, video click, details, related content, work items, tracking, e-learning. */

let d: DemoApp;
let ivy: Record<string, string>;
let carl: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const docs = () =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .innerJoin('families', 'families.id', 'documents.family_id')
    .select([
      'documents.id',
      'documents.content_code',
      'documents.designation',
      'documents.designation_no',
      'documents.family_id',
      'documents.document_type',
      'documents.classification',
      'documents.asset_type',
      'documents.status',
      'publishers.code as publisher',
      'families.family_value',
    ])
    .orderBy('documents.id')
    .execute();

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, carl, drm, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('carl@example.com'),
    d.as('drm@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('metadata carries every field of 001 §3 with versions, translations and the entitlement decision', () => {
  it('versions of the family oldest first, indexed html and pdf versions, tabs sorted by position', async () => {
    const all = await docs();
    const family = all.filter((x) => x.publisher === 'MSA' && all.filter((y) => y.family_id === x.family_id).length > 1)[0];
    const res = await get(`/api/documents/metadata?contentCode=${family.content_code}`, ivy);
    expect(res.statusCode).toBe(200);
    const m = documentMetadata.parse(res.json());
    expect(m.contentCode).toBe(family.content_code);
    expect(m.family).toBe(family.family_value);
    expect(m.versions.length).toBeGreaterThan(1);
    expect(m.versions.map((v) => v.index)).toEqual(m.versions.map((_, i) => i));
    expect(m.versions.map((v) => v.contentCode)).toContain(family.content_code);
    expect(m.pdfVersions.map((v) => v.index)).toEqual(m.pdfVersions.map((_, i) => i));
    expect(m.tabs.map((t) => t.position)).toEqual([...m.tabs.map((t) => t.position)].sort((a, b) => a - b));
    expect(m.tabs.map((t) => t.key)).toContain('pdf');
    expect(m.entitled).toBe(true);
    expect(res.headers.entitlementaccess).toBe('true');
    expect(res.headers['cache-control']).toContain('private');
  });
  it('translations link both ways, in metadata and in the translations call', async () => {
    const link = await d.db.selectFrom('document_links').selectAll().where('kind', '=', 'translation').executeTakeFirst();
    expect(link).toBeDefined();
    if (!link) return;
    const src = (await docs()).find((x) => x.id === link.document_id)!;
    const m = documentMetadata.parse((await get(`/api/documents/metadata?contentCode=${src.content_code}`, ivy)).json());
    expect(m.translations.map((t) => t.contentId)).toContain(link.linked_id);
    const t = translationsReply.parse((await get(`/api/documents/translations?contentId=${src.id}`, ivy)).json());
    expect(t.map((x) => x.contentId)).toContain(link.linked_id);
  });
  it('not entitled: metadata still answers, entitled false and the header false', async () => {
    const ctc = (await docs()).find((x) => x.publisher === 'CTC')!;
    const res = await get(`/api/documents/metadata?contentCode=${ctc.content_code}`, ivy);
    expect(res.statusCode).toBe(200);
    expect(res.json().entitled).toBe(false);
    expect(res.headers.entitlementaccess).toBe('false');
  });
  it('a DRM account sees downloadable false and drmView true', async () => {
    const msa = (await docs()).find((x) => x.publisher === 'MSA')!;
    const m = documentMetadata.parse((await get(`/api/documents/metadata?contentCode=${msa.content_code}`, drm)).json());
    expect(m.drmView).toBe(true);
    expect(m.downloadable).toBe(false);
  });
  it('allowToTrack follows the track-button rule (001 §5): RL standards of the standards publisher cannot be tracked', async () => {
    const msa = (await docs()).find((x) => x.publisher === 'MSA' && x.document_type === 'Standard')!;
    await d.db.updateTable('documents').set({ classification: 'RL' }).where('id', '=', msa.id).execute();
    try {
      expect((await get(`/api/documents/metadata?contentCode=${msa.content_code}`, ivy)).json().allowToTrack).toBe(false);
    } finally {
      await d.db.updateTable('documents').set({ classification: msa.classification }).where('id', '=', msa.id).execute();
    }
    expect((await get(`/api/documents/metadata?contentCode=${msa.content_code}`, ivy)).json().allowToTrack).toBe(
      msa.classification !== 'RL',
    );
  });
  it("404 for another tenant's document, 401 anonymous, 400 with fieldErrors without a content code", async () => {
    const kes = (await docs()).find((x) => x.publisher === 'KES')!;
    expect((await get(`/api/documents/metadata?contentCode=${kes.content_code}`, nora)).statusCode).toBe(404);
    expect((await get(`/api/documents/metadata?contentCode=${kes.content_code}`, anon)).statusCode).toBe(401);
    const bad = await get('/api/documents/metadata', ivy);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('contentCode');
    expect((await get('/api/documents/translations?contentId=x', ivy)).statusCode).toBe(400);
  });
});

describe('videos show for the Y flag in en-US, and a play is recorded by the click-persist call (001 §4)', () => {
  it('lists the videos of a Y edition; records a known video; refuses an unknown one', async () => {
    const msa = (await docs()).find((x) => x.publisher === 'MSA' && x.status === 'Active')!;
    await d.db.updateTable('documents').set({ video_flag: 'Y' }).where('id', '=', msa.id).execute();
    const videos = videosReply.parse(
      (await get(`/api/documents/videos?designation=${encodeURIComponent(msa.designation)}`, ivy)).json(),
    );
    expect(videos.length).toBeGreaterThan(0);
    const meta = documentMetadata.parse((await get(`/api/documents/metadata?contentCode=${msa.content_code}`, ivy)).json());
    expect(meta.video).toBe('Y');
    expect(meta.tabs.map((t) => t.key)).toContain('videos');
    const ok = await d.app.inject({
      method: 'POST',
      url: `/api/documents/video?contentId=${msa.id}&hashId=${videos[0].hashed_id}`,
      headers: ivy,
    });
    expect(ok.statusCode).toBe(204);
    const body = await d.app.inject({
      method: 'POST',
      url: '/api/documents/video',
      headers: ivy,
      payload: { contentId: msa.id, hashId: videos[0].hashed_id },
    });
    expect(body.statusCode).toBe(204);
    const plays = await d.db.selectFrom('video_plays').selectAll().where('document_id', '=', msa.id).execute();
    expect(plays.map((p) => [p.user_id, p.hash_id])).toEqual([
      [1, videos[0].hashed_id],
      [1, videos[0].hashed_id],
    ]);
    expect(
      (await d.app.inject({ method: 'POST', url: `/api/documents/video?contentId=${msa.id}&hashId=nope`, headers: ivy }))
        .statusCode,
    ).toBe(404);
  });
  it('no videos for an N edition; 400 with fieldErrors for a bad click; 401 anonymous', async () => {
    const n = (await docs()).find((x) => x.publisher === 'KES')!;
    expect((await get(`/api/documents/videos?designation=${encodeURIComponent(n.designation)}`, ivy)).json()).toEqual([]);
    const bad = await d.app.inject({ method: 'POST', url: '/api/documents/video', headers: ivy, payload: { contentId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fieldErrors.map((f: any) => f.field)
        .sort(),
    ).toEqual(['contentId', 'hashId']);
    expect(
      (await d.app.inject({ method: 'POST', url: '/api/documents/video?contentId=1&hashId=a', headers: anon })).statusCode,
    ).toBe(401);
  });
});

describe('additional details and details by publisher (001 §3 Document details)', () => {
  it('the details modal fields; labelled items by publisher', async () => {
    const pub = (await docs()).find((x) => x.asset_type !== null) ?? (await docs())[0];
    const det = additionalDetails.parse(
      (await get(`/api/documents/additional-details?contentCode=${pub.content_code}`, ivy)).json(),
    );
    expect(Array.isArray(det.language)).toBe(true);
    expect(det.language.length).toBeGreaterThan(0);
    const by = additionalDetailsByPublisher.parse(
      (await get(`/api/documents/additional-details-by-publisher?contentCode=${pub.content_code}`, ivy)).json(),
    );
    expect(by.detailItems.find((i) => i.label === 'Publisher')?.values.length).toBe(1);
    expect((await get('/api/documents/additional-details', ivy)).statusCode).toBe(400);
  });
});

describe('related content: cited content, supplements, and a sections count (001 §3)', () => {
  it('supplements come from the links; sections counts the non-empty lists', async () => {
    const sup = await d.db.selectFrom('document_links').selectAll().where('kind', '=', 'supplement').executeTakeFirst();
    const all = await docs();
    const src = sup ? all.find((x) => x.id === sup.document_id)! : all.find((x) => x.publisher === 'MSA')!;
    const rc = relatedContent.parse((await get(`/api/documents/relatedContent?contentCode=${src.content_code}`, ivy)).json());
    if (sup) expect(rc.supplements.map((s) => s.contentCode)).toContain(all.find((x) => x.id === sup.linked_id)!.content_code);
    expect(rc.sections).toBe([rc.citedContent, rc.sop, rc.tma, rc.supplements].filter((l) => l.length > 0).length);
  });
});

describe('work items: main tenant, standards with an asset id, not RL (001 §2)', () => {
  it('items for an eligible standard, none for RL or without an asset id', async () => {
    const std = (await docs()).find((x) => x.publisher === 'MSA' && x.document_type === 'Standard' && x.classification !== 'RL')!;
    await d.db.updateTable('documents').set({ asset_id: null }).where('id', '=', std.id).execute();
    expect(workItemsReply.parse((await get(`/api/documents/work-items/${std.content_code}`, ivy)).json())).toEqual([]);
    await d.db.updateTable('documents').set({ asset_id: 'STD-TEST-1' }).where('id', '=', std.id).execute();
    const items = workItemsReply.parse((await get(`/api/documents/work-items/${std.content_code}`, ivy)).json());
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].ballotList.length).toBeGreaterThan(0);
    const meta = documentMetadata.parse((await get(`/api/documents/metadata?contentCode=${std.content_code}`, ivy)).json());
    expect(meta.tabs.find((t) => t.key === 'workItems')?.position).toBe(2);
    await d.db.updateTable('documents').set({ classification: 'RL' }).where('id', '=', std.id).execute();
    expect((await get(`/api/documents/work-items/${std.content_code}`, ivy)).json()).toEqual([]);
    await d.db
      .updateTable('documents')
      .set({ classification: std.classification, asset_id: null })
      .where('id', '=', std.id)
      .execute();
    expect((await get('/api/documents/work-items/nope-1', ivy)).statusCode).toBe(404);
  });
});

describe('content tracking by family (001 §3 Tracking)', () => {
  it('trackingFlag false before, true with the id after tracking; tracker unavailable on a tenant without it', async () => {
    const msa = (await docs()).find((x) => x.publisher === 'MSA' && x.document_type === 'Standard')!;
    const url = `/api/documents/getContentTracking?family=${encodeURIComponent(msa.family_value)}`;
    expect(contentTracking.parse((await get(url, ivy)).json())).toMatchObject({
      trackingFlag: false,
      id: null,
      trackerUnavailable: false,
    });
    const t = await d.app.inject({ method: 'POST', url: `/api/tracked-documents?contentCode=${msa.content_code}`, headers: ivy });
    expect(t.statusCode).toBe(201);
    expect(contentTracking.parse((await get(url, ivy)).json())).toMatchObject({ trackingFlag: true, id: t.json().id });
    const nw = (await docs()).find((x) => x.publisher === 'NWP')!;
    expect(
      (await get(`/api/documents/getContentTracking?family=${encodeURIComponent(nw.family_value)}`, nora)).json()
        .trackerUnavailable,
    ).toBe(true);
    expect((await get('/api/documents/getContentTracking', ivy)).statusCode).toBe(400);
  });
});

describe("e-learning: assets by family, and the entitlement status with code '300' for no entitlement (001 §4)", () => {
  it("'200' with a link for an individual subscribed to the standards organisation; '300' for a company user and another tenant", async () => {
    expect(elpEntitlementReply.parse((await get('/api/entitlement/getElpEntitlementStatus', ivy)).json()).code).toBe('200');
    expect((await get('/api/entitlement/getElpEntitlementStatus', carl)).json().code).toBe('300');
    expect((await get('/api/entitlement/getElpEntitlementStatus', nora)).json().code).toBe('300');
    expect((await get('/api/entitlement/getElpEntitlementStatus', anon)).statusCode).toBe(401);
  });
  it("some of the standards organisation's families have courses, another tenant's caller sees none; 400 without a family name", async () => {
    const families = [...new Set((await docs()).filter((x) => x.publisher === 'MSA').map((x) => x.family_value))];
    const replies = await Promise.all(
      families.map(async (f) =>
        elearningReply.parse(
          (
            await get(`/api/v1/documents/getELearningAssetsByFamily?familyName=${encodeURIComponent(f)}&assetType=Standard`, ivy)
          ).json(),
        ),
      ),
    );
    const withCourses = families.filter((_, i) => replies[i].length > 0);
    expect(withCourses.length).toBeGreaterThan(0);
    expect(replies.flat().every((c) => c.productCode.startsWith('EL-'))).toBe(true);
    expect(
      (await get(`/api/v1/documents/getELearningAssetsByFamily?familyName=${encodeURIComponent(withCourses[0])}`, nora)).json(),
    ).toEqual([]);
    expect((await get('/api/v1/documents/getELearningAssetsByFamily', ivy)).statusCode).toBe(400);
  });
});
