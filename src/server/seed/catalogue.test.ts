import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type OpenDatabase } from '../db/database';
import { seedDemo } from './seed';

// Map.groupBy is Node 21+; the project runs on Node 20 too.
function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const i of items) m.set(key(i), [...(m.get(key(i)) ?? []), i]);
  return m;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-catalogue-'));
let open: OpenDatabase;

beforeAll(async () => {
  open = await openDatabase(`sqlite:${path.join(tmp, 'c.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 400, filesDir: path.join(tmp, 'files'), files: false });
});

afterAll(async () => {
  await open.db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const docs = () =>
  open.db
    .selectFrom('documents')
    .innerJoin('families', 'families.id', 'documents.family_id')
    .select([
      'documents.id',
      'content_code',
      'family_id',
      'family_value',
      'replaced_by_family_value',
      'designation',
      'designation_no',
      'display_designation',
      'status',
      'edition_order',
      'document_type',
      'language_code',
      'publish_date',
      'page_count',
    ])
    .orderBy('family_id')
    .orderBy('edition_order')
    .execute();

describe('A content code names exactly one edition', () => {
  it('has unique, URL-safe content codes', async () => {
    const rows = await docs();
    expect(new Set(rows.map((r) => r.content_code)).size).toBe(rows.length);
    for (const r of rows) expect(r.content_code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('Versions are the editions of a family, oldest first', () => {
  it('numbers editions 1..n with strictly later dates and year-suffixed designation numbers', async () => {
    const byFamily = groupBy(await docs(), (r) => r.family_id);
    for (const editions of byFamily.values()) {
      editions.forEach((e, i) => {
        expect(e.edition_order).toBe(i + 1);
        expect(e.designation_no.startsWith(e.designation)).toBe(true);
        if (i > 0) expect(e.publish_date! > editions[i - 1].publish_date!).toBe(true);
      });
    }
  });

  it('has one Active newest edition per family that is not withdrawn or replaced, older ones Historical', async () => {
    const byFamily = groupBy(await docs(), (r) => r.family_id);
    let multi = 0;
    for (const editions of byFamily.values()) {
      const newest = editions[editions.length - 1];
      if (editions.length > 1) multi++;
      for (const older of editions.slice(0, -1)) expect(older.status).toBe('Historical');
      if (newest.replaced_by_family_value) expect(newest.status).toBe('Replaced');
      else if (newest.status !== 'Withdrawn') expect(newest.status).toBe('Active');
    }
    expect(multi).toBeGreaterThan(20);
  });

  it('replaces withdrawn families only by families that exist and are active', async () => {
    const rows = await docs();
    const active = new Set(rows.filter((r) => r.status === 'Active').map((r) => r.family_value));
    const replaced = rows.filter((r) => r.replaced_by_family_value);
    expect(replaced.length).toBeGreaterThan(0);
    for (const r of replaced) expect(active.has(r.replaced_by_family_value!)).toBe(true);
  });

  it('uses realistic designations, including dual ones, and prints the publisher in the display designation', async () => {
    const rows = await docs();
    expect(rows.some((r) => /^[A-G]\d+\/[A-G]\d+M$/.test(r.designation))).toBe(true);
    expect(rows.some((r) => /^[A-G]\d+-\d{2}$/.test(r.designation_no))).toBe(true);
    for (const r of rows) expect(r.display_designation).toMatch(/^[A-Z]{3} /);
  });
});

describe('Translations, supplements and connections link documents', () => {
  it('links each translation both ways to an English edition', async () => {
    const links = await open.db.selectFrom('document_links').selectAll().where('kind', '=', 'translation').execute();
    const rows = new Map((await docs()).map((r) => [r.id, r]));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(links.some((x) => x.document_id === l.linked_id && x.linked_id === l.document_id)).toBe(true);
      const langs = [rows.get(l.document_id)!.language_code, rows.get(l.linked_id)!.language_code].sort();
      expect(langs).toContain('en-US');
      expect(['de-DE', 'es-ES', 'fr-FR']).toContain(langs.find((x) => x !== 'en-US'));
    }
  });

  it('has supplements pointing at research reports and connections between documents', async () => {
    const kinds = await open.db
      .selectFrom('document_links')
      .innerJoin('documents', 'documents.id', 'document_links.linked_id')
      .select(['kind', 'document_type'])
      .execute();
    const supplements = kinds.filter((k) => k.kind === 'supplement');
    expect(supplements.length).toBeGreaterThan(0);
    for (const s of supplements) expect(s.document_type).toBe('Research-Report');
    expect(kinds.some((k) => k.kind === 'connection')).toBe(true);
  });
});

describe('Every document sits on several taxonomy nodes and has sections', () => {
  it('puts each document in the ICS, publisher, topic, committee and document-type trees', async () => {
    const rows = await open.db
      .selectFrom('document_taxonomy')
      .innerJoin('taxonomy_nodes', 'taxonomy_nodes.id', 'document_taxonomy.node_id')
      .select(['document_id', 'tree'])
      .execute();
    const trees = groupBy(rows, (r) => r.document_id);
    expect(trees.size).toBe(400);
    for (const list of trees.values()) {
      const set = new Set(list.map((r) => r.tree));
      for (const t of ['ics', 'publisher', 'category', 'topic', 'industry', 'documentType', 'committee'])
        expect(set.has(t)).toBe(true);
    }
    const ics = await open.db
      .selectFrom('taxonomy_nodes')
      .select(['key', 'parent_key'])
      .where('key', '=', '77.140.10')
      .executeTakeFirstOrThrow();
    expect(ics.parent_key).toBe('77.140');
  });

  it('gives editions of one family different but related text', async () => {
    const rows = await docs();
    const family = groupBy(rows, (r) => r.family_id);
    const pair = [...family.values()].find((e) => e.length >= 2 && e[0].document_type === 'Standard')!;
    const text = async (id: number) =>
      (await open.db.selectFrom('document_sections').select('body').where('document_id', '=', id).orderBy('ordinal').execute())
        .map((s) => s.body)
        .join('\n');
    const [older, newer] = [await text(pair[0].id), await text(pair[1].id)];
    expect(newer).not.toBe(older);
    const shared = older.split('. ').filter((s) => newer.includes(s)).length;
    expect(shared / older.split('. ').length).toBeGreaterThan(0.5);
  });
});
