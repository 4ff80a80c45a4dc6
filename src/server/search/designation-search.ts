import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DesignationKey } from './designation';

/*
 * Designation matching on normalised part keys (search_designations). Tiers, best first:
 *   0  every typed part is a part of the document and the year (if typed) is the document's
 *   1  the same family, another edition (typed year differs)
 *   2  the typed key is a prefix of a part (`A12` → A120, A121M)
 *   3  only the number matches (`1234` typed alone)
 * A key guessed by stripping a publisher code (`MSA A120`) ranks one tier lower.
 * Inside a tier the caller orders by the catalogue's base rank (active, English, newest).
 */

export interface DesignationMatch {
  id: number;
  tier: number;
  /** Length of the matched part key beyond the typed prefix (tier 2): shorter is closer. */
  extra: number;
}

/** A score in (0, 1000] from tier and closeness; lexical scores are added below it. */
export const designationScore = (m: DesignationMatch) => 1000 - m.tier * 100 - Math.min(m.extra, 50);

export async function matchDesignations(
  db: Kysely<Database>,
  keys: DesignationKey[],
  opts: { prefix: boolean; limit?: number },
): Promise<DesignationMatch[]> {
  const best = new Map<number, DesignationMatch>();
  const keep = (m: DesignationMatch) => {
    const prev = best.get(m.id);
    if (!prev || m.tier < prev.tier || (m.tier === prev.tier && m.extra < prev.extra)) best.set(m.id, m);
  };
  for (const [k, key] of keys.entries()) {
    // Later keys are guesses (a stripped publisher code): they rank below what the whole text matches.
    const penalty = k === 0 ? 0 : 1;
    const exact = await sql<{ document_id: number; part_key: string; year: string | null }>`
      select document_id, part_key, year from search_designations where part_key in (${sql.join(key.parts)})`.execute(db);
    const partsOf = new Map<number, { parts: Set<string>; years: Set<string> }>();
    for (const r of exact.rows) {
      let e = partsOf.get(r.document_id);
      if (!e) partsOf.set(r.document_id, (e = { parts: new Set(), years: new Set() }));
      e.parts.add(r.part_key);
      if (r.year) e.years.add(r.year);
    }
    for (const [id, e] of partsOf) {
      const all = key.parts.every((p) => e.parts.has(p));
      if (!all) {
        keep({ id, tier: 2 + penalty, extra: 1 });
        continue;
      }
      keep({ id, tier: (key.year && !e.years.has(key.year) ? 1 : 0) + penalty, extra: 0 });
    }
    if (opts.prefix) {
      const first = key.parts[0];
      // Range scan on the byte-ordered key: index-friendly on both dialects ('~' sorts after A-Z, 0-9).
      const pre = await sql<{ document_id: number; part_key: string }>`
        select document_id, part_key from search_designations where part_key > ${first} and part_key < ${`${first}~`}
        order by length(part_key), part_key limit ${opts.limit ?? 500}`.execute(db);
      for (const r of pre.rows) keep({ id: r.document_id, tier: 2 + penalty, extra: r.part_key.length - first.length });
    }
    if (key.number && /^\d+$/.test(key.parts[0])) {
      const num = await sql<{ document_id: number }>`
        select document_id from search_designations where part_number = ${key.number} limit ${opts.limit ?? 500}`.execute(db);
      for (const r of num.rows) keep({ id: r.document_id, tier: 3 + penalty, extra: 0 });
    }
  }
  return [...best.values()];
}
