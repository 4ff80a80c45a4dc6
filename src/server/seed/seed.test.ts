import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isSeeded, seedDemo } from './seed';

const SEEDED_TABLES: (keyof Database)[] = [
  'tenants',
  'tenant_hosts',
  'publishers',
  'subscription_products',
  'accounts',
  'account_subscriptions',
  'users',
  'user_entitlements',
  'families',
  'documents',
  'document_links',
  'document_sections',
  'taxonomy_nodes',
  'document_taxonomy',
  'key_values',
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-seed-'));
const opened: OpenDatabase[] = [];

async function seeded(name: string, seed: number, files = true) {
  const open = await openDatabase(`sqlite:${path.join(tmp, `${name}.sqlite`)}`);
  opened.push(open);
  await migrate(open);
  const filesDir = path.join(tmp, `${name}-files`);
  const result = await seedDemo(open.db, { documents: 40, filesDir, seed, files });
  return { open, filesDir, result };
}

/** One digest per table over all rows in a fixed order, plus one over every written file. */
async function fingerprint(open: OpenDatabase, filesDir: string) {
  const out: Record<string, string> = {};
  for (const t of SEEDED_TABLES) {
    const rows = await open.db.selectFrom(t).selectAll().execute();
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out[t] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  const files = fs.existsSync(filesDir)
    ? fs
        .readdirSync(filesDir, { recursive: true })
        .map(String)
        .filter((f) => /\.(pdf|html)$/.test(f))
        .sort()
    : [];
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(filesDir, f)));
  out.files = `${files.length}:${h.digest('hex')}`;
  return out;
}

let a: Awaited<ReturnType<typeof seeded>>;
let b: Awaited<ReturnType<typeof seeded>>;

beforeAll(async () => {
  a = await seeded('a', 7);
  b = await seeded('b', 7);
});

afterAll(async () => {
  for (const o of opened) await o.db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('The same seed options give the same catalogue, byte for byte', () => {
  it('seeds exactly the requested number of documents', async () => {
    expect(a.result.documents).toBe(40);
    const { n } = await a.open.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(40);
  });

  it('gives identical rows in every table and identical PDF and HTML bytes', async () => {
    const fa = await fingerprint(a.open, a.filesDir);
    const fb = await fingerprint(b.open, b.filesDir);
    expect(fa.files.startsWith('80:')).toBe(true);
    expect(fb).toEqual(fa);
  });

  it('gives a different catalogue for a different seed', async () => {
    const c = await seeded('c', 8, false);
    const fa = await fingerprint(a.open, a.filesDir);
    const fc = await fingerprint(c.open, c.filesDir);
    expect(fc.documents).not.toBe(fa.documents);
    // Without PDFs each edition is delivered as its STS alone: an HTML view and no print.
    expect(fc.files.startsWith('40:')).toBe(true);
    const doc = await c.open.db.selectFrom('documents').select(['pdf_path', 'html_path', 'xml_path']).executeTakeFirstOrThrow();
    expect(doc.pdf_path).toBeNull();
    expect(doc.html_path).toMatch(/^objects\/.+\.html$/);
    expect(doc.xml_path).toMatch(/^objects\/.+\.xml$/);
  });
});

describe('Written files match their documents', () => {
  it('writes a PDF per document with page_count pages', async () => {
    const rows = await a.open.db
      .selectFrom('documents')
      .select(['pdf_path', 'html_path', 'page_count'])
      .orderBy('id')
      .limit(8)
      .execute();
    for (const r of rows) {
      const pdf = await getDocument({
        data: new Uint8Array(fs.readFileSync(path.join(a.filesDir, r.pdf_path!))),
        isEvalSupported: false,
      }).promise;
      expect(pdf.numPages).toBe(r.page_count);
      expect(fs.readFileSync(path.join(a.filesDir, r.html_path!), 'utf8')).toMatch(/^<!doctype html>/);
    }
  });
});

describe('Seeding happens once', () => {
  it('marks the database as seeded and refuses to seed it again', async () => {
    expect(await isSeeded(a.open.db)).toBe(true);
    const row = await a.open.db
      .selectFrom('key_values')
      .select('value')
      .where('key', '=', 'seed.version')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ seed: 7, documents: 40, files: true });
    await expect(seedDemo(a.open.db, { documents: 5, filesDir: a.filesDir })).rejects.toThrow(/already seeded/);
  });

  it('reports an empty migrated database as not seeded', async () => {
    const open = await openDatabase(`sqlite:${path.join(tmp, 'empty.sqlite')}`);
    opened.push(open);
    await migrate(open);
    expect(await isSeeded(open.db)).toBe(false);
  });
});
