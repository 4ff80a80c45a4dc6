import { createHash } from 'node:crypto';
import type { CompassPointSettings } from '../../api/compass-points';
import type { Db, DbOrTx } from '../db/database';
import { upsertCompassPointSettings } from '../repositories/compass-point-audits';
import { updateCompassPoint } from '../repositories/compass-points';
import { editionsWithPublisher } from '../repositories/document-details';
import { buildStream, locateSelection, normalize, type PageText } from '../services/compass-points/carry-forward-match';
import { recordCompassPointAudit } from '../services/compass-points/audit';
import { insertActivePoint } from '../services/compass-points/insert-point';
import { carryForwardCompassPoints } from '../services/compass-points/carry-forward';
import { snapshotOf } from '../services/compass-points/mapping';
import { helveticaWidth } from '../services/text-width';
import { publishDemoEdition } from './new-edition';
import { layoutPageText } from './layout-text';

/*
 * Demo compass points (001 §2–§9): the main tenant's settings; Ivy's points (active, edited,
 * shared, deactivated, one on an older edition carried forward onto the newer one and one whose
 * text the newer edition no longer has, flagged); a colleague's; and points in the compass-point
 * administrator's account for the admin list and the report. Activity is dated in the days
 * before the seed ran so the report's default week shows it. The demo catalogue also gets a new
 * edition published over one of Ivy's documents (see PUBLISH_FROM).
 */

export const MAIN_TENANT_SETTINGS: CompassPointSettings = {
  attributes: [
    { attribute: 'name', show: true, required: true, inputType: 'text', labelI18nKey: 'compassPoints.field.name' },
    {
      attribute: 'description',
      show: true,
      required: false,
      inputType: 'RichText',
      labelI18nKey: 'compassPoints.field.description',
    },
    {
      attribute: 'overlay-details',
      show: true,
      required: false,
      inputType: 'text',
      labelI18nKey: 'compassPoints.field.overlayDetails',
    },
  ],
  pdfViewSetting: { view: 'Own', manage: 'Own' },
};

/**
 * From this size on (the server's default demo catalogue) the seed also publishes a new edition;
 * the smaller test catalogues keep exactly the number of documents they asked for.
 */
const PUBLISH_FROM = 500;
const USERS = { ivy: 1, admin: 4, owen: 9, felix: 15 } as const;
const DAY = 86_400_000;

interface Doc {
  id: number;
  content_code: string;
  designation_no: string;
  family_id: number;
  edition_order: number;
  status: string;
}
interface Placed {
  pageNumber: number;
  rects: { pageNumber: number; x: number; y: number; width: number; height: number }[];
  prefix: string;
  suffix: string;
}

const uuidOf = (key: string) => {
  const h = createHash('sha256').update(`compass-point:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

interface Edition {
  pages: PageText[];
  bodies: string[];
}

async function pagesOf(db: DbOrTx, id: number): Promise<Edition> {
  const row = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // The clauses only: the PDF prints the annex as table pages, which the layout leaves out.
  const sections = (
    await db
      .selectFrom('document_sections')
      .select(['ordinal', 'heading', 'body', 'anchor'])
      .where('document_id', '=', id)
      .orderBy('ordinal')
      .execute()
  ).filter((s) => s.anchor?.startsWith('section-'));
  return { pages: layoutPageText(row, sections), bodies: sections.map((x) => x.body) };
}

/** Whole sentences of the sections' text that the edition shows exactly once (what a reader would select). */
function sentences(e: Edition): string[] {
  const text = buildStream(e.pages).text;
  return e.bodies.flatMap((b) => normalize(b).match(/[A-Z][^.]{40,140}\./g) ?? []).filter((x) => text.split(x).length === 2);
}

function place(pages: PageText[], text: string): Placed | null {
  const r = locateSelection(pages, { text, pageNumber: 1 }, helveticaWidth);
  if (r.kind !== 'placed') return null;
  const s = buildStream(pages).text;
  const at = s.indexOf(normalize(text));
  return {
    pageNumber: r.pageNumber,
    rects: r.rects,
    prefix: s.slice(Math.max(0, at - 40), at).trimStart(),
    suffix: s.slice(at + normalize(text).length, at + normalize(text).length + 40).trimEnd(),
  };
}

interface Spec {
  key: string;
  userId: number;
  accountId: number;
  doc: Doc;
  text: string;
  name: string;
  description?: string;
  overlay?: string;
  daysAgo: number;
}

async function createPoint(db: DbOrTx, s: Spec, pages: PageText[], now: number): Promise<number | null> {
  const p = place(pages, s.text);
  if (!p) return null;
  const at = new Date(now - s.daysAgo * DAY).toISOString();
  const uuid = uuidOf(s.key);
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', s.userId)
    .executeTakeFirstOrThrow();
  const row = {
    uuid,
    tenant_id: 'bearing',
    account_id: s.accountId,
    user_id: s.userId,
    document_id: s.doc.id,
    name: s.name,
    description: s.description ?? '',
    overlay_details: s.overlay ?? '',
    selection_data: JSON.stringify({ rects: p.rects, prefix: p.prefix.slice(-64), suffix: p.suffix.slice(0, 64) }),
    page_number: p.pageNumber,
    selection_text: normalize(s.text),
    annotation_id: `cp-${uuid}`,
    source_compass_point_id: null,
  };
  const id = await insertActivePoint(db, row, { userId: s.userId, userName: `${user.first_name} ${user.last_name}` }, at);
  return id;
}

async function act(
  db: DbOrTx,
  id: number,
  type: 'UPDATE' | 'DEACTIVATE' | 'SHARE',
  userId: number,
  daysAgo: number,
  now: number,
  patch: Record<string, unknown> = {},
) {
  const before = await db.selectFrom('compass_points').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const at = new Date(now - daysAgo * DAY).toISOString();
  const full =
    type === 'DEACTIVATE'
      ? { status: 'Deactivated', deactivated_by_user_id: userId, deactivated_at: at }
      : type === 'SHARE'
        ? { shared: 1 }
        : { ...patch, updated_at: at };
  await updateCompassPoint(db, id, full);
  const after = { ...before, ...full };
  await recordCompassPointAudit(db, {
    compassPointId: id,
    tenantId: before.tenant_id,
    accountId: before.account_id,
    documentId: before.document_id,
    type,
    userId,
    userName: `${user.first_name} ${user.last_name}`,
    current: { ...snapshotOf(after), modifiedDate: at },
    previous: type === 'SHARE' ? null : snapshotOf(before),
    at,
  });
}

async function mainPublisherDocs(db: DbOrTx): Promise<Doc[]> {
  return editionsWithPublisher(db)
    .select([
      'documents.id',
      'documents.content_code',
      'documents.designation_no',
      'documents.family_id',
      'documents.edition_order',
      'documents.status',
    ])
    .where('publishers.code', '=', 'MSA')
    .where('documents.document_type', '=', 'Standard')
    .where('documents.pdf_path', 'is not', null)
    .orderBy('documents.id')
    .execute();
}

/** Seeds the settings and the demo points; `now` dates the activity. */
export async function seedCompassPoints(
  db: Db,
  opts: { documents: number; filesDir: string; dataDir?: string },
  now = Date.now(),
): Promise<void> {
  await upsertCompassPointSettings(db, 'bearing', '', JSON.stringify(MAIN_TENANT_SETTINGS), true);
  const docs = await mainPublisherDocs(db);
  const byFamily = new Map<number, Doc[]>();
  for (const d of docs) byFamily.set(d.family_id, [...(byFamily.get(d.family_id) ?? []), d]);
  const family = [...byFamily.values()].find((f) => f.length >= 2 && f[f.length - 1].status === 'Active');
  // Live editions outside the carry-forward family, single editions first.
  const live = docs
    .filter((d) => d.status === 'Active' && d.family_id !== family?.[0].family_id)
    .sort((x, y) => byFamily.get(x.family_id)!.length - byFamily.get(y.family_id)!.length || x.id - y.id);
  if (live.length < 3) return;
  const [a, b, c] = live;
  const [ea, eb, ec] = await Promise.all([pagesOf(db, a.id), pagesOf(db, b.id), pagesOf(db, c.id)]);
  const [pa, pb, pc] = [ea.pages, eb.pages, ec.pages];
  const sa = sentences(ea);
  const sb = sentences(eb);
  const sc = sentences(ec);
  if (!sa.length || !sb.length || !sc.length) return;

  await db.transaction().execute(async (trx) => {
    // Every demo point is made in this transaction at this time: only the edition and the point differ.
    const point = (pages: PageText[], spec: Spec) => createPoint(trx, spec, pages, now);
    const ivy = { userId: USERS.ivy, accountId: 1 };
    await point(pa, {
      key: 'ivy-1',
      ...ivy,
      doc: a,
      text: sa[0],
      name: 'Scope limits for our lab',
      description: 'Check against the procedure before each campaign.',
      daysAgo: 6,
    });
    const p2 = await point(pa, {
      key: 'ivy-2',
      ...ivy,
      doc: a,
      text: sa[2] ?? sa[1],
      name: 'Shared with the QA team',
      overlay: 'Discussed at the weekly review',
      daysAgo: 5,
    });
    const p3 = await point(pb, { key: 'ivy-3', ...ivy, doc: b, text: sb[1] ?? sb[0], name: 'Calibration interval', daysAgo: 4 });
    const p4 = await point(pb, {
      key: 'ivy-4',
      ...ivy,
      doc: b,
      text: sb[3] ?? sb[0],
      name: 'Superseded internal note',
      description: 'No longer relevant after the audit.',
      daysAgo: 4,
    });
    if (p2) await act(trx, p2, 'SHARE', USERS.ivy, 3, now);
    if (p3)
      await act(trx, p3, 'UPDATE', USERS.ivy, 2, now, {
        name: 'Calibration interval (revised)',
        description: 'Interval agreed with the supplier.',
      });
    if (p4) await act(trx, p4, 'DEACTIVATE', USERS.ivy, 1, now);
    await point(pa, {
      key: 'owen-1',
      userId: USERS.owen,
      accountId: 1,
      doc: a,
      text: sa[1] ?? sa[0],
      name: 'Owen: sample preparation',
      daysAgo: 3,
    });
    const f1 = await point(pc, {
      key: 'felix-1',
      userId: USERS.felix,
      accountId: 4,
      doc: c,
      text: sc[0],
      name: 'Bridge deck inspection reference',
      daysAgo: 6,
    });
    const f2 = await point(pc, {
      key: 'felix-2',
      userId: USERS.felix,
      accountId: 4,
      doc: c,
      text: sc[2] ?? sc[1],
      name: 'Old tolerance table',
      daysAgo: 5,
    });
    if (f1) await act(trx, f1, 'SHARE', USERS.felix, 2, now);
    if (f2) await act(trx, f2, 'DEACTIVATE', USERS.admin, 1, now);
    await point(pa, {
      key: 'cpadmin-1',
      userId: USERS.admin,
      accountId: 4,
      doc: a,
      text: sa[0],
      name: 'Admin review item',
      daysAgo: 2,
    });
  });

  // Points on an older edition, then that family's newer edition taking them over (carry-forward).
  if (family) {
    const [prev, next] = family.slice(-2);
    const [ep, en] = await Promise.all([pagesOf(db, prev.id), pagesOf(db, next.id)]);
    const [pp, pn] = [ep.pages, en.pages];
    const newText = buildStream(pn).text;
    const old = sentences(ep);
    const kept = old.find((s) => newText.includes(s));
    const gone = old.find((s) => !newText.includes(s));
    await db.transaction().execute(async (trx) => {
      const point = (pages: PageText[], spec: Spec) => createPoint(trx, spec, pages, now);
      if (kept)
        await point(pp, {
          key: 'ivy-history-kept',
          userId: USERS.ivy,
          accountId: 1,
          doc: prev,
          text: kept,
          name: 'Carried to the new edition',
          daysAgo: 6,
        });
      if (gone)
        await point(pp, {
          key: 'ivy-history-gone',
          userId: USERS.ivy,
          accountId: 1,
          doc: prev,
          text: gone,
          name: 'Clause revised in the new edition',
          daysAgo: 6,
        });
      await carryForwardCompassPoints(trx, prev.id, next, pn, new Date(now - DAY).toISOString());
    });
  }

  if (opts.documents >= PUBLISH_FROM) {
    // A revision that adds a section up front: Ivy's live point on it moves to its new place, the deactivated one stays behind.
    const sections = (
      await db
        .selectFrom('document_sections')
        .select(['ordinal', 'heading', 'body', 'anchor'])
        .where('document_id', '=', b.id)
        .orderBy('ordinal')
        .execute()
    )
      .filter((s) => s.anchor?.startsWith('section-'))
      .map(({ ordinal, heading, body }) => ({ ordinal, heading, body }));
    const added = {
      ordinal: 1,
      heading: 'Summary of changes',
      body: 'This edition adds this summary, clarifies the conditioning of specimens and updates the referenced documents.',
    };
    await publishDemoEdition(db, {
      previousContentId: b.id,
      publishDate: '2026-06-01',
      sections: [added, ...sections.map((s) => ({ ...s, ordinal: s.ordinal + 1 }))],
      filesDir: opts.filesDir,
      dataDir: opts.dataDir,
    });
  }
}
