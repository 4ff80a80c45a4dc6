import { generateSync } from 'json-schema-faker';
import type { JsonSchema, Operation } from './operations';

/*
 * Test cases for one operation: a valid request from the schemas (positive), or one with a single
 * fault a client or an attacker could send (negative: a missing or mistyped field, an oversized or
 * hostile string, an unknown field, broken JSON). Known object keys from the database (content
 * codes, ids) stand in for generated values part of the time, so cases reach past "not found"
 * into the rules behind it.
 */

export interface Case {
  method: string;
  /** Path with parameters filled and query string. */
  url: string;
  headers: Record<string, string>;
  /** Raw body text (already serialised), or undefined. */
  body?: string;
  negative: string | null;
}

/** Values of real objects by parameter or field name, e.g. { contentCode: ['X1', …], id: [3, 7] }. */
export type KnownValues = Record<string, Array<string | number>>;

/** A small seeded PRNG (mulberry32): a failing case must be reproducible from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '\uD800',
  'ℌ𝔢𝔩𝔩𝔬 مرحبا 你好',
  '9'.repeat(40),
  '-1',
  'NaN',
  'null',
  '{}',
  'a'.repeat(5000),
];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1e308, 'text', [], {}, [1, 2]];

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function generate(schema: JsonSchema, seed: number): unknown {
  try {
    return generateSync(schema as never, { seed, maxItems: 3, maxLength: 40, optionalsProbability: 0.5 } as never);
  } catch {
    return undefined;
  }
}

function valueFor(name: string, schema: JsonSchema, seed: number, rnd: () => number, known: KnownValues): unknown {
  const real = known[name];
  if (real?.length && rnd() < 0.6) return pick(rnd, real);
  return generate(schema, seed);
}

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? 'x').toWellFormed()));
}

function fillBodyKnown(body: unknown, rnd: () => number, known: KnownValues): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of Object.keys(out)) {
    const real = known[key];
    if (real?.length && rnd() < 0.6) out[key] = pick(rnd, real);
  }
  return out;
}

const MUTATIONS = ['drop-required', 'wrong-type', 'hostile-string', 'unknown-field', 'broken-json', 'hostile-param'] as const;

/** One case for `op` from `seed`; about a third are negative. */
export function caseFor(op: Operation, seed: number, known: KnownValues): Case {
  const rnd = random(seed);
  const values: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.required || rnd() < 0.5) values[p.name] = valueFor(p.name, p.schema, seed + p.name.length, rnd, known);
  }
  let body: unknown =
    op.body && (op.body.required || rnd() < 0.7) ? fillBodyKnown(generate(op.body.schema, seed), rnd, known) : undefined;
  let raw: string | undefined;
  let negative: string | null = null;

  if (rnd() < 0.35) {
    negative = pick(rnd, MUTATIONS);
    const required = (op.body?.schema.required as string[] | undefined) ?? [];
    const isObject = body && typeof body === 'object' && !Array.isArray(body);
    if (negative === 'drop-required' && isObject && required.length) {
      delete (body as Record<string, unknown>)[pick(rnd, required)];
    } else if (negative === 'wrong-type' && isObject && Object.keys(body as object).length) {
      (body as Record<string, unknown>)[pick(rnd, Object.keys(body as object))] = pick(rnd, WRONG_TYPES);
    } else if (negative === 'hostile-string' && isObject && Object.keys(body as object).length) {
      (body as Record<string, unknown>)[pick(rnd, Object.keys(body as object))] = pick(rnd, HOSTILE);
    } else if (negative === 'unknown-field' && isObject) {
      (body as Record<string, unknown>).__proto__x = 'unexpected';
    } else if (negative === 'broken-json' && op.body) {
      raw = '{"unterminated": ';
    } else {
      negative = 'hostile-param';
      const names = op.parameters.map((p) => p.name);
      if (names.length) values[pick(rnd, names)] = pick(rnd, HOSTILE);
      else if (op.body) body = pick(rnd, WRONG_TYPES);
    }
  }

  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const v = values[p.name];
    if (v === undefined) continue;
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (p.in === 'query') query.append(p.name, text);
    else if (p.in === 'header') headers[p.name] = text.replace(/[^\x20-\x7e]/g, '?');
  }
  if (op.body && (body !== undefined || raw !== undefined)) {
    headers['content-type'] = op.body.mediaType;
    raw ??=
      op.body.mediaType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(body);
  }
  const qs = query.toString();
  return { method: op.method, url: fillPath(op.path, values) + (qs ? `?${qs}` : ''), headers, body: raw, negative };
}
