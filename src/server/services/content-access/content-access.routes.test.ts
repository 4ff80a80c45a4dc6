import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import {
  HTML_COMPARISON_PATH,
  HTML_RESULT_CHECK_PATH,
  HTML_RESULT_PATH,
  PDF_COMPARISON_PATH,
  REDLINE_PATH,
} from '../../../api/compare';
import { CUSTOM_COLLECTION_DOWNLOAD_PATH } from '../../../api/custom-collections';
import { DOWNLOAD_PATH, FULL_BOOK_PATH, HTML_PATH, PDF_PATH, PDF_PREVIEW_PATH } from '../../../api/documents';
import { registerContentRoutes } from '../../plugins/content-routes';
import { settleCompareJobs } from '../compare-jobs';

/*
 * One content-access policy decides every reply that carries document content.
 * 1. The route walk: every route of the app is either marked `config.content` or shown not to
 *    carry content; a new binary/HTML route, or a JSON reply with a content-like field, fails here
 *    until it is marked (and so passes the policy) or listed below with its reason.
 * 2. The matrix: every marked route, for every role, answers the status the policy gives.
 */

/** Paths known to carry document content: they must be marked whenever they are registered. */
const KNOWN_CONTENT = [
  PDF_PATH,
  HTML_PATH,
  FULL_BOOK_PATH,
  DOWNLOAD_PATH,
  PDF_PREVIEW_PATH,
  PDF_COMPARISON_PATH,
  HTML_COMPARISON_PATH,
  HTML_RESULT_CHECK_PATH,
  HTML_RESULT_PATH,
  REDLINE_PATH,
  CUSTOM_COLLECTION_DOWNLOAD_PATH,
];

/** Routes without a JSON reply contract that carry no document content, each with the reason. */
const NOT_CONTENT: Record<string, string> = {
  'GET /api/openapi.json': 'the contract itself: paths and schemas, no document',
  'GET /api/health/live': 'liveness for the balancer',
  'GET /api/health/ready': 'readiness for the balancer',
  'GET /api/documents/getHelpDocument': 'help documents: catalogue lists and terms, built from metadata',
  'GET /api/documents/getMarcDocument': 'MARC records: bibliographic metadata',
  'GET /api/v1/lca/agreement.pdf': 'the licence agreement itself, which must be readable before accepting it',
  'GET /api/getRisCitation': 'a citation: title, publisher, year, link (metadata, 001 §7)',
  'GET /video-player/:contentId/:videoId': 'the video player page',
  'GET /api/documents/videos': 'video list (metadata)',
  'POST /api/documents/video': 'records a video play',
  'GET /api/usage-report/counter': 'usage report (counts)',
  'GET /api/usage-report/dashboard': 'usage dashboard page (counts)',
  'POST /api/account/logout': 'sign-out',
  'POST /api/accessed-documents': 'records that a document was opened',
  'GET /api/health': 'health',
  'PUT /api/tracked-documents/:id': 'tracking switch',
  'DELETE /api/content-favorites/:id': 'favorite removal',
  'DELETE /api/group/:id': 'group removal',
  'DELETE /api/user-notes/delete': 'note removal',
  'GET /*': 'the app shell (static files)',
  'GET /': 'the app shell',
  'GET /handoff': "a partner's hand-off: a sign-in (or the page saying why not), no document",
  'GET /sso/callback': "the company identity provider's answer: a sign-in, no document",
  'GET /api/v1/compasspoint/export':
    "the caller's compass points (names, notes and the short quotes marked) exactly as the compass-point lists return them",
};
/** The OpenID provider's own routes (sign-in pages, tokens, keys): no document content. */
const OIDC = /^\/(authorize|oauth|oidc|userinfo|\.well-known|interaction|v2\/logout|login\/|management\/)/;
/** JSON reply text fields that would carry a document's text. */
const CONTENT_FIELD = /^(html|pdf|body|fullText|content|file|fileContent|pageText|text)$/i;
/** Such fields known not to carry document content, with the reason. */
const PASSAGE =
  "a result's passage: a couple of lines, quoted from sections only where the content policy would let the caller view the document (mayViewText, passages.routes.test.ts), else from its description or keywords";
const NOT_CONTENT_FIELDS: Record<string, string> = {
  'GET /management/mail-outbox body': 'the mails the app sent (share notices, group mails), for the operator',
  'POST /api/tenant/get-tenant-config-for-ui text': 'tenant tips and labels',
  'GET /api/getCitationTypes text': 'citation style names',
  'POST /api/documents/search text': PASSAGE,
  'POST /api/documents/entitled-documents/search text': PASSAGE,
  'POST /api/semantic-search/v1/query text': PASSAGE,
  'GET /api/admin/imports/:id file': "the name of a delivered file in an import's report, for the platform operator",
};

/** Names of the string-valued properties anywhere in a reply schema. */
function textFields(schema: unknown): string[] {
  let json: unknown;
  try {
    json = toJSONSchema(schema as ZodMiniType, { unrepresentable: 'any', io: 'output' });
  } catch {
    return [];
  }
  const names: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'properties' && v && typeof v === 'object') {
        for (const [name, p] of Object.entries(v)) {
          const t = (p as { type?: unknown; anyOf?: { type?: unknown }[] }) ?? {};
          if (
            t.type === 'string' ||
            (Array.isArray(t.type) && t.type.includes('string')) ||
            t.anyOf?.some((x) => x.type === 'string')
          )
            names.push(name);
        }
      }
      walk(v);
    }
  };
  walk(json);
  return names;
}

let d: DemoApp;
const anon = { host: new URL(MAIN).host };
type Ed = { id: number; code: string; family_id: number };
let msa: [Ed, Ed];
let ctc: [Ed, Ed];

async function adjacentPair(publisher: string): Promise<[Ed, Ed]> {
  const rows = await d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select([
      'documents.id',
      'documents.content_code as code',
      'documents.family_id',
      'documents.edition_order',
      'documents.downloadable',
    ])
    .where('publishers.code', '=', publisher)
    .where('documents.document_type', '=', 'Standard')
    .where('documents.language_code', '=', 'en-US')
    .orderBy('documents.family_id')
    .orderBy('documents.edition_order')
    .execute();
  for (let i = 0; i + 1 < rows.length; i++) {
    const [a, b] = [rows[i], rows[i + 1]];
    if (a.family_id === b.family_id && a.downloadable === 1 && b.downloadable === 1) return [a, b];
  }
  throw new Error(`no adjacent downloadable ${publisher} editions`);
}

interface Role {
  name: string;
  headers: () => Promise<Record<string, string>>;
  pair: () => [Ed, Ed];
  accountId: number | null;
  tenantId: string;
}
const ROLES: Role[] = [
  { name: 'entitled', headers: () => d.as('ivy@example.com'), pair: () => msa, accountId: 1, tenantId: 'bearing' },
  { name: 'not entitled', headers: () => d.as('ivy@example.com'), pair: () => ctc, accountId: 1, tenantId: 'bearing' },
  { name: 'DRM view-only', headers: () => d.as('drm@example.com'), pair: () => msa, accountId: 5, tenantId: 'bearing' },
  { name: 'licence not accepted', headers: () => d.as('lca@example.com'), pair: () => msa, accountId: 7, tenantId: 'bearing' },
  { name: 'company user', headers: () => d.as('carl@example.com'), pair: () => msa, accountId: 2, tenantId: 'bearing' },
  {
    name: 'other tenant',
    headers: () => d.as('nora@example.com', NORTHWIND),
    pair: () => msa,
    accountId: 8,
    tenantId: 'northwind',
  },
  { name: 'anonymous', headers: async () => anon, pair: () => msa, accountId: null, tenantId: 'bearing' },
];

/** Finished compare jobs of an entitled account, copied to each role's account (a job made before a change of rights). */
const jobIds = new Map<string, { html: string; redline: string }>();

interface Case {
  route: string;
  label: string;
  request: (r: Role, [o, n]: [Ed, Ed]) => { method: 'GET' | 'POST'; url: string; payload?: object };
}
const cmp = ([o, n]: [Ed, Ed]) => `oldHtmlId=${o.id}&newHtmlId=${n.id}`;
const CASES: Case[] = [
  {
    route: `GET ${PDF_PATH}`,
    label: 'PDF (reader)',
    request: (_r, [, n]) => ({ method: 'GET', url: `${PDF_PATH}?contentCode=${encodeURIComponent(n.code)}` }),
  },
  {
    route: `GET ${PDF_PREVIEW_PATH}`,
    label: 'PDF page preview',
    request: (_r, [, n]) => ({ method: 'GET', url: `${PDF_PREVIEW_PATH}?contentCode=${encodeURIComponent(n.code)}&page=1` }),
  },
  {
    route: `GET ${HTML_PATH}`,
    label: 'HTML (reader)',
    request: (_r, [, n]) => ({ method: 'GET', url: `/api/documents/html/${n.id}` }),
  },
  {
    route: `GET ${FULL_BOOK_PATH}`,
    label: 'full book',
    request: (_r, [, n]) => ({ method: 'GET', url: `${FULL_BOOK_PATH}?contentCode=${encodeURIComponent(n.code)}` }),
  },
  {
    route: `POST ${DOWNLOAD_PATH}`,
    label: 'download',
    request: (_r, [, n]) => ({ method: 'POST', url: DOWNLOAD_PATH, payload: { contentCode: n.code } }),
  },
  {
    route: `POST ${DOWNLOAD_PATH}`,
    label: 'compass-point download',
    request: (_r, [, n]) => ({ method: 'POST', url: DOWNLOAD_PATH, payload: { contentCode: n.code, compassPoints: true } }),
  },
  {
    route: `GET ${PDF_COMPARISON_PATH}`,
    label: 'PDF compare (redlineId)',
    request: (_r, [o, n]) => ({ method: 'GET', url: `${PDF_COMPARISON_PATH}?leftContentId=${o.id}&rightContentId=${n.id}` }),
  },
  {
    route: `POST ${HTML_COMPARISON_PATH}`,
    label: 'HTML compare request',
    request: (_r, p) => ({ method: 'POST', url: `${HTML_COMPARISON_PATH}?${cmp(p)}` }),
  },
  {
    route: `GET ${HTML_RESULT_CHECK_PATH}`,
    label: 'HTML compare check',
    request: (_r, p) => ({ method: 'GET', url: `${HTML_RESULT_CHECK_PATH}?${cmp(p)}` }),
  },
  {
    route: `GET ${HTML_RESULT_PATH}`,
    label: 'HTML compare result',
    request: (_r, p) => ({ method: 'GET', url: `${HTML_RESULT_PATH}?${cmp(p)}` }),
  },
  {
    route: `GET ${REDLINE_PATH}`,
    label: 'redline download',
    request: (r) => ({ method: 'GET', url: `/api/documents/download/redline/${jobIds.get(r.name)?.redline ?? 'none'}` }),
  },
  {
    route: `GET ${CUSTOM_COLLECTION_DOWNLOAD_PATH}`,
    label: 'custom-collection download',
    request: (_r, [, n]) => ({ method: 'GET', url: `/api/custom-collections/${encodeURIComponent(n.code)}/download` }),
  },
];

const VIEW = ['PDF (reader)', 'PDF page preview', 'HTML (reader)'];
/** The expected cell for each role and case: status and, for refusals, the catalogue message. */
function expected(role: string, label: string): string {
  const view = VIEW.includes(label);
  switch (role) {
    case 'entitled':
    case 'company user':
      return '200';
    // Membership of the account's own collection is what entitles its download (002 §2): not a member looks like not existing.
    case 'not entitled':
      return label === 'custom-collection download' ? '404 Can not find content' : '403 error.notEntitled';
    case 'DRM view-only':
      return view ? '200' : '403 error.notDownloadable';
    case 'licence not accepted':
      return '403 error.licenceNotAccepted';
    case 'other tenant':
      return '404 Can not find content';
    case 'anonymous':
      return '401 error.unauthorized';
    default:
      throw new Error(role);
  }
}

const registered = () => new Set(d.app.routeTable.map((r) => `${r.method} ${r.url}`));
const cellOf = (res: { statusCode: number; json: () => any }) =>
  res.statusCode < 300 ? String(res.statusCode) : `${res.statusCode} ${res.json().message}`;

beforeAll(async () => {
  d = await createDemoApp({ documents: 120 });
  msa = await adjacentPair('MSA');
  ctc = await adjacentPair('CTC');
  // Finished HTML and redline jobs made by an account entitled to both families (Halvard: MSA, KES, CTC).
  const admin = await d.as('admin@example.com');
  for (const [o, n] of [msa, ctc]) {
    expect(
      (await d.app.inject({ method: 'POST', url: `${HTML_COMPARISON_PATH}?${cmp([o, n])}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (
        await d.app.inject({
          method: 'GET',
          url: `${PDF_COMPARISON_PATH}?leftContentId=${o.id}&rightContentId=${n.id}`,
          headers: admin,
        })
      ).json().redlineId,
    ).toBeTruthy();
  }
  await settleCompareJobs(d.app);
  const made = await d.db.selectFrom('compare_jobs').selectAll().where('account_id', '=', 3).execute();
  for (const role of ROLES) {
    if (role.accountId === null) continue;
    const [o, n] = role.pair();
    const ids: { html: string; redline: string } = { html: randomUUID(), redline: randomUUID() };
    for (const kind of ['html', 'redline'] as const) {
      const src = made.find((j) => j.kind === kind && j.old_document_id === o.id && j.new_document_id === n.id)!;
      const exists = await d.db
        .selectFrom('compare_jobs')
        .select('id')
        .where('account_id', '=', role.accountId)
        .where('kind', '=', kind)
        .where('old_document_id', '=', o.id)
        .where('new_document_id', '=', n.id)
        .executeTakeFirst();
      if (exists) {
        ids[kind] = exists.id;
        continue;
      }
      await d.db
        .insertInto('compare_jobs')
        .values({ ...src, id: ids[kind], account_id: role.accountId, tenant_id: role.tenantId })
        .execute();
    }
    jobIds.set(role.name, ids);
    // Each account has the edition in its custom collection (the feature switched on), so the collection rules are what is tested.
    await d.db.updateTable('accounts').set({ custom_collection: 1 }).where('id', '=', role.accountId).execute();
    if (role.name !== 'not entitled') {
      await d.db
        .deleteFrom('custom_collection_items')
        .where('account_id', '=', role.accountId)
        .where('document_id', '=', n.id)
        .execute();
      await d.db
        .insertInto('custom_collection_items')
        .values({
          account_id: role.accountId,
          document_id: n.id,
          publisher_value: 'Fictional|MSA',
          added_at: '2026-01-05T09:00:00.000Z',
        })
        .execute();
    }
  }
}, 180_000);
afterAll(async () => d?.close());

describe('every route that returns document content is marked and goes through the content policy (route walk)', () => {
  it('the known content paths, when registered, are marked config.content', () => {
    const unmarked = d.app.routeTable
      .filter((r) => r.method !== 'HEAD' && KNOWN_CONTENT.includes(r.url) && !r.content)
      .map((r) => `${r.method} ${r.url}`);
    expect(unmarked).toEqual([]);
  });
  it('a route without a JSON reply contract (a file, HTML, text) is marked, or listed as carrying no content with its reason', () => {
    const unknown = d.app.routeTable
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          r.method !== 'OPTIONS' &&
          !r.content &&
          !r.replySchema &&
          !OIDC.test(r.url) &&
          !(`${r.method} ${r.url}` in NOT_CONTENT),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });
  it("a JSON reply with a text field that could hold a document's text (html, pdf, body, content…) is marked", () => {
    const suspicious = d.app.routeTable
      .filter((r) => r.method !== 'HEAD' && !r.content && r.replySchema)
      .flatMap((r) =>
        textFields(r.replySchema)
          .filter((k) => CONTENT_FIELD.test(k))
          .map((k) => `${r.method} ${r.url} ${k}`),
      )
      .filter((f) => !(f in NOT_CONTENT_FIELDS));
    expect(suspicious).toEqual([]);
  });
  it('every marked route is in the role matrix below', () => {
    const inMatrix = new Set(CASES.map((c) => c.route));
    const marked = d.app.routeTable.filter((r) => r.method !== 'HEAD' && r.content).map((r) => `${r.method} ${r.url}`);
    expect(marked.filter((m) => !inMatrix.has(m))).toEqual([]);
    expect(marked.length).toBeGreaterThanOrEqual(10);
  });
  it('a marked route that replies without a grant from the policy fails closed (500, no body, logged)', async () => {
    const app = Fastify({ logger: false });
    registerContentRoutes(app);
    app.get('/leaky', { config: { content: 'view' } }, async (_req, reply) =>
      reply.type('application/pdf').header('content-disposition', 'attachment').send(Buffer.from('%PDF-secret')),
    );
    app.get('/refused', { config: { content: 'view' } }, async (_req, reply) =>
      reply.code(403).send({ message: 'error.notEntitled' }),
    );
    await app.ready();
    const leak = await app.inject({ method: 'GET', url: '/leaky' });
    expect(leak.statusCode).toBe(500);
    expect(leak.body).not.toContain('secret');
    expect(leak.headers['content-disposition']).toBeUndefined();
    // Refusals pass untouched.
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(403);
    expect(app.routeTable.map((r) => `${r.method} ${r.url} ${r.content}`)).toContain('GET /leaky view');
    await app.close();
  });
});

describe('the role matrix: every content route for entitled, not entitled, DRM view-only, licence not accepted, company user, other tenant, anonymous', () => {
  const table: string[][] = [];
  afterAll(() => {
    if (table.length === 0) return;
    const head = ['route', ...ROLES.map((r) => r.name)];
    const md = [head, head.map(() => '---'), ...table].map((row) => `| ${row.join(' | ')} |`).join('\n');
    // The matrix for the closing note.
    if (process.env.CONTENT_MATRIX) console.log(md);
  });
  for (const c of CASES) {
    it(`${c.label} (${c.route})`, async (ctx) => {
      if (!registered().has(c.route)) ctx.skip();
      const row = [c.label];
      const got: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const role of ROLES) {
        const res = await d.app.inject({ ...c.request(role, role.pair()), headers: await role.headers() });
        got[role.name] = cellOf(res);
        want[role.name] = expected(role.name, c.label);
        row.push(got[role.name]);
        // A success carries the content; a refusal carries none of it.
        if (res.statusCode >= 400) expect(res.headers['content-disposition']).toBeUndefined();
      }
      table.push(row);
      expect(got).toEqual(want);
    });
  }
});
