import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import type { DemoApp } from '../../../tests/helpers/demo-app';
import {
  AUDIT_TOTAL_HEADER,
  auditReply,
  compassPoint,
  compassPointPage,
  compassPointReport,
  sharedCompassPoint,
} from '../../api/compass-points';
import { documentMetadata } from '../../api/documents';
import { create, demoAppOn } from '../../../tests/helpers/compass-point-env';
import { layoutPageText } from './layout-text';
import {
  bestWordOverlap,
  buildStream,
  locateSelection,
  normalize,
  type PageText,
} from '../services/compass-points/carry-forward-match';
import { publishDemoEdition } from './new-edition';
import { helveticaWidth } from '../services/text-width';

/*
 * Carry-forward on a new edition (001 §4) end to end, and the main compass-point calls, on
 * SQLite and (when reachable) PostgreSQL.
 */

const DIALECTS: [string, () => Promise<TestDatabase>][] = [
  ['SQLite', sqliteTestDatabase],
  ['PostgreSQL', postgresTestDatabase],
];

async function editionText(d: DemoApp, id: number) {
  const row = await d.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // The clauses: the annex is printed as table pages, which the layout leaves out.
  const sections = (
    await d.db
      .selectFrom('document_sections')
      .select(['ordinal', 'heading', 'body', 'anchor'])
      .where('document_id', '=', id)
      .orderBy('ordinal')
      .execute()
  )
    .filter((s) => s.anchor?.startsWith('section-'))
    .map(({ ordinal, heading, body }) => ({ ordinal, heading, body }));
  return { row, sections, pages: layoutPageText(row, sections) };
}

/** The text without `sentence` and the words around it, so nothing of its context is left to anchor it. */
function cut(text: string, sentence: string): string {
  const at = text.indexOf(sentence);
  return at < 0 ? text : `${text.slice(0, Math.max(0, at - 60))} ${text.slice(at + sentence.length + 60)}`;
}

/** An MSA edition with a PDF that is its family's newest (a new edition takes over the newest's points). */
const newestEdition = (d: DemoApp, nth: number) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.designation_no', 'documents.page_count'])
    .where('publishers.code', '=', 'MSA')
    .where('documents.pdf_path', 'is not', null)
    .where('documents.downloadable', '=', 1)
    .where('documents.status', '=', 'Active')
    .where('documents.document_type', '=', 'Standard')
    .orderBy('documents.id', 'desc')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();

/** A selection of `text` as the reader would send it. */
function selectionOf(pages: PageText[], text: string, annotationID: string) {
  const r = locateSelection(pages, { text, pageNumber: 1 }, helveticaWidth);
  if (r.kind !== 'placed') throw new Error(`not in the edition: ${text}`);
  const s = buildStream(pages).text;
  const at = s.indexOf(text);
  return {
    selectionData: {
      rects: r.rects,
      prefix: s.slice(Math.max(0, at - 40), at).trimStart(),
      suffix: s.slice(at + text.length, at + text.length + 40).trimEnd(),
    },
    selectionMetadata: { pageNumber: r.pageNumber, selectionText: text, annotationID },
  };
}

describe.each(DIALECTS)('on %s', (dialect, open) => {
  let d: DemoApp | undefined;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL' && !(await postgresAvailable())) return;
    d = await demoAppOn(await open());
  }, 240_000);
  afterAll(async () => d?.close());

  describe('a new edition carries live compass points forward, re-anchored on their text (001 §4)', () => {
    it('moves found text to its new place, flags changed and vanished text for the owner, leaves deactivated points behind', async (ctx) => {
      if (!d) return ctx.skip();
      const app = d;
      const ivy = await app.as('ivy@example.com');
      const owen = await app.as('owen.hale@example.com');
      const doc = await newestEdition(app, 2);
      const old = await editionText(app, doc.id);
      const all = buildStream(old.pages).text;
      const sentencesOf = (body: string) =>
        (normalize(body).match(/[A-Z][^.]{30,120}\./g) ?? []).filter((t) => all.split(t).length === 2);
      const unique = old.sections.flatMap((s) => sentencesOf(s.body));
      expect(unique.length).toBeGreaterThanOrEqual(4);
      // The sentence removed comes from a clause of its own, and most of its words appear nowhere else:
      // cut out with its context, it has vanished rather than been reworded.
      const gone = old.sections.find((s) => sentencesOf(s.body).some((t) => bestWordOverlap(t, all.replace(t, '')) < 0.5))!;
      const deleted = sentencesOf(gone.body).find((t) => bestWordOverlap(t, all.replace(t, '')) < 0.5)!;
      const [kept, edited, offText] = old.sections.filter((s) => s !== gone).flatMap((s) => sentencesOf(s.body));
      const make = async (name: string, text: string) =>
        create(app, ivy, doc.id, { name, ...selectionOf(old.pages, text, `a-${name}`) });
      const pKept = await make('kept', kept);
      const pEdited = await make('edited', edited);
      const pDeleted = await make('deleted', deleted);
      const pOff = await make('off', offText);
      await app.app.inject({ method: 'POST', url: `/api/v1/compasspoint/deactivate/${pOff.compassPointID}`, headers: ivy });

      // The new edition: a long new first section pushes everything onward; one sentence reworded, one removed.
      const filler = Array.from(
        { length: 70 },
        (_, i) => `New requirement ${i + 1} applies to every laboratory taking part in the programme.`,
      ).join('\n\n');
      const words = edited.split(' ');
      const reworded = [...words.slice(0, 3), 'substantially', ...words.slice(3)].join(' ');
      const sections = [
        { ordinal: 1, heading: 'Changes in this edition', body: filler },
        ...old.sections.map((s) => ({
          ordinal: s.ordinal + 1,
          heading: s.heading,
          body: cut(s.body.replace(/\s+/g, ' ').replace(edited, reworded), deleted),
        })),
      ];
      const published = await publishDemoEdition(app.db, {
        previousContentId: doc.id,
        sections,
        publishDate: '2026-06-01',
        filesDir: app.app.config.filesDir,
      });
      expect(published.carried.placed).toEqual([{ from: pKept.compassPointID, to: expect.any(Number), moved: true }]);
      expect(published.carried.flagged).toEqual(
        expect.arrayContaining([
          { id: pEdited.compassPointID, reason: 'TEXT_CHANGED' },
          { id: pDeleted.compassPointID, reason: 'TEXT_NOT_FOUND' },
        ]),
      );
      expect(published.carried.flagged).toHaveLength(2);
      const rows = await app.db
        .selectFrom('documents')
        .select(['id', 'status', 'content_code'])
        .where('id', 'in', [doc.id, published.id])
        .execute();
      expect(rows.find((r) => r.id === doc.id)?.status).toBe('Historical');
      expect(rows.find((r) => r.id === published.id)).toMatchObject({ status: 'Active', content_code: published.contentCode });

      const get = async (id: number, who = ivy) =>
        compassPoint.parse((await app.app.inject({ method: 'GET', url: `/api/v1/compasspoint/${id}`, headers: who })).json());
      const carried = await get(published.carried.placed[0].to);
      expect(carried).toMatchObject({ status: 'Active', contentID: published.id, name: 'kept', own: true });
      expect(carried.selectionMetadata.sourceCompassPointId).toBe(pKept.compassPointID);
      // Placed where the text now is in the new edition.
      const now = await editionText(app, published.id);
      const expected = locateSelection(now.pages, { text: kept, pageNumber: 1 }, helveticaWidth);
      expect(expected.kind === 'placed' && carried.selectionData.rects).toEqual(expected.kind === 'placed' && expected.rects);
      expect(carried.selectionMetadata.pageNumber).toBeGreaterThan(pKept.selectionMetadata.pageNumber);
      // The old one is historical, with the banner's target: its active version elsewhere.
      const historical = await get(pKept.compassPointID);
      expect(historical.status).toBe('Historical');
      expect(historical.activeVersion).toMatchObject({
        compassPointID: carried.compassPointID,
        contentCode: published.contentCode,
        status: 'Active',
      });
      expect(historical.versions.map((v) => v.compassPointID)).toEqual([pKept.compassPointID, carried.compassPointID]);
      expect(historical.edit && historical.status === 'Active').toBe(false);
      expect(
        (
          await app.app.inject({
            method: 'PUT',
            url: `/api/v1/compasspoint/${pKept.compassPointID}`,
            headers: ivy,
            payload: { name: 'x' },
          })
        ).statusCode,
      ).toBe(409);
      // Flagged for the owner, not placed.
      expect((await get(pEdited.compassPointID)).carryForward).toMatchObject({
        reason: 'TEXT_CHANGED',
        contentCode: published.contentCode,
      });
      expect((await get(pDeleted.compassPointID)).carryForward?.reason).toBe('TEXT_NOT_FOUND');
      expect((await get(pEdited.compassPointID)).status).toBe('Active');
      // The propagation is audited on the new point.
      const history = auditReply.parse(
        (
          await app.app.inject({ method: 'GET', url: `/api/v1/audits/compassPoint/${carried.compassPointID}/all`, headers: ivy })
        ).json(),
      );
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ dbTransactionType: 'INSERT', propagated: true, transactionUserName: 'Ivy Larsen' });
      // The new edition's metadata: Ivy has an active point there; Owen sees nothing of hers.
      const meta = (who: Record<string, string>) =>
        app.app.inject({ method: 'GET', url: `/api/documents/metadata?contentCode=${published.contentCode}`, headers: who });
      expect(documentMetadata.parse((await meta(ivy)).json()).hasActivatedCompassPoint).toBe(true);
      expect(documentMetadata.parse((await meta(owen)).json()).hasActivatedCompassPoint).toBe(false);
      expect(
        (await app.app.inject({ method: 'GET', url: `/api/v1/compasspoint/${carried.compassPointID}`, headers: owen }))
          .statusCode,
      ).toBe(404);
      // Deactivated points stay behind; the next edition takes over the newest version only (not the historical one).
      const onNew = await app.db
        .selectFrom('compass_points')
        .select('source_compass_point_id')
        .where('document_id', '=', published.id)
        .execute();
      expect(onNew.map((r) => r.source_compass_point_id)).toEqual([pKept.compassPointID]);
      const again = await publishDemoEdition(app.db, {
        previousContentId: doc.id,
        sections,
        publishDate: '2027-06-01',
        filesDir: app.app.config.filesDir,
      });
      expect(again.carried.placed).toEqual([{ from: carried.compassPointID, to: expect.any(Number), moved: false }]);
    }, 120_000);
  });

  describe('the main compass-point calls', () => {
    it('create, edit, list with sort, change history with its total, share link, save, deactivate, report', async (ctx) => {
      if (!d) return ctx.skip();
      const app = d;
      const [ivy, owen, cpadmin, felix] = await Promise.all(
        ['ivy@example.com', 'owen.hale@example.com', 'cpadmin@example.com', 'felix.grant@example.com'].map((e) => app.as(e)),
      );
      const doc = await newestEdition(app, 4);
      const cp = await create(app, ivy, doc.id, { name: 'Alpha point' });
      await create(app, ivy, doc.id, { name: 'beta point' });
      const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
        app.app.inject({ method, url, headers, payload });
      expect(
        (await inject('PUT', `/api/v1/compasspoint/${cp.compassPointID}`, ivy, { name: 'Alpha point, edited' })).statusCode,
      ).toBe(200);
      const byName = compassPointPage.parse(
        (
          await inject(
            'GET',
            `/api/v1/compasspoint/page-view?contentID=${doc.id}&status=Active&offset=0&pageSize=10&sort=name%2B`,
            ivy,
          )
        ).json(),
      );
      expect(byName.content.map((c) => c.name)).toEqual(['Alpha point, edited', 'beta point']);
      const history = await inject(
        'GET',
        `/api/v1/audits/compassPoint/${cp.compassPointID}/all?pageSize=10&pageIndex=0&sort=createdDate-`,
        ivy,
      );
      expect(history.headers[AUDIT_TOTAL_HEADER]).toBe('2');
      expect(auditReply.parse(history.json()).map((e) => e.dbTransactionType)).toEqual(['UPDATE', 'INSERT']);
      await inject('POST', '/api/v1/compasspoint/mark-shared', ivy, { compassPointID: cp.compassPointID });
      expect(
        sharedCompassPoint.parse(
          (await inject('GET', `/api/v1/compasspoint?compassPointUUID=${cp.compassPointUUID}`, owen)).json(),
        ).saved,
      ).toBe(false);
      expect((await inject('GET', `/api/v1/compasspoint?compassPointUUID=${cp.compassPointUUID}`, felix)).statusCode).toBe(404);
      expect(
        (await inject('POST', '/api/v1/compasspoint/save-shared', owen, { compassPointUUID: cp.compassPointUUID })).statusCode,
      ).toBe(201);
      expect((await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, ivy)).json().status).toBe(
        'Deactivated',
      );
      const off = compassPointPage.parse(
        (await inject('GET', '/api/v1/compasspoint/detail/page-view?status=Deactivated', ivy)).json(),
      );
      expect(off.content.map((c) => c.compassPointID)).toContain(cp.compassPointID);
      expect((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, owen)).statusCode).toBe(404);
      const report = compassPointReport.parse((await inject('GET', '/api/v1/compasspoint/report', cpadmin)).json());
      expect(report.days).toHaveLength(7);
      expect((await inject('GET', '/api/v1/compasspoint/report', ivy)).statusCode).toBe(403);
    }, 60_000);
  });
});
