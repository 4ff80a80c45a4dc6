/*
 * Designation normalisation (src/README.md §6). Users type `a36`, `A 36/A 36M`, `A36M-14`,
 * `D1234-2019`, `d 1234 – 19`; printed designations use dual forms (A36/A36M), year suffixes
 * (-14, -19a, -14e1) and typographic dashes. Everything is reduced to part keys (`A36`, `A36M`)
 * and a two-digit year so that all of these meet on one index key.
 */

export interface DesignationKey {
  /** One key per dual part, e.g. ['A36', 'A36M']; letters upper case, number without leading zeros. */
  parts: string[];
  /** Two-digit year (`14`), or null when none was given. */
  year: string | null;
  /** The numeric core of the first part (`36`), for number-only queries. */
  number: string | null;
}

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
// Year suffix: -14, -2019, -19a, -14e1, -14ε1, optional reapproval (R2019) after it.
const YEAR = /-((?:19|20)\d{2}|\d{2})[A-Z]?(?:[EΕ]\d)?(?:\(R\d{2,4}\))?$/;

/** Upper-cases, unifies dashes and removes white space. */
function clean(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(DASHES, '-').replace(/\s+/g, '');
}

/** One part (`A0036M`) → `A36M`: leading zeros of the number do not distinguish designations. */
function partKey(part: string): string {
  // `RR-A120` and `RR A120` are the same designation: inner dashes carry no meaning.
  const m = /^([A-Z]*)0*(\d+)(.*)$/.exec(part.replace(/-/g, ''));
  if (!m) return part.replace(/-/g, '');
  return `${m[1]}${m[2]}${m[3]}`;
}

/** Parses a designation as printed or typed; null when it holds no letters-and-digits part. */
export function normaliseDesignation(input: string): DesignationKey | null {
  let s = clean(input).replace(/^[^A-Z0-9]+|[^A-Z0-9)]+$/g, '');
  if (!s) return null;
  let year: string | null = null;
  const y = YEAR.exec(s);
  // A bare `1234-19` is a designation number with a year; but `19` alone is not a year.
  if (y && y.index > 0) {
    year = y[1].slice(-2);
    s = s.slice(0, y.index);
  }
  const parts = s
    .split('/')
    .map((p) => p.replace(/[^A-Z0-9.\-]/g, ''))
    .filter(Boolean)
    .map(partKey);
  if (parts.length === 0 || !parts.every((p) => /\d/.test(p))) return null;
  const num = /\d+/.exec(parts[0]);
  return { parts, year, number: num ? String(Number(num[0])) : null };
}

/** Whether free text typed in an all-content search is most likely a designation (`A36`, `KS 120-19`). */
export function looksLikeDesignation(input: string): boolean {
  const s = clean(input);
  return /^[A-Z]{1,4}-?0*\d{1,6}[A-Z0-9.\-/()]*$/.test(s) && normaliseDesignation(input) !== null;
}

/** A prefix query key for type-ahead (`A3` → `A3`, `d 12` → `D12`); null when not designation-like. */
export function designationPrefix(input: string): string | null {
  const s = clean(input);
  if (!/^[A-Z]{1,4}-?\d/.test(s)) return null;
  const k = normaliseDesignation(input);
  return k ? k.parts[0] : null;
}

/**
 * Keys to try for a typed designation: the whole text, and without a leading publisher code
 * (`MSA A120-19` is how display designations print).
 */
export function designationCandidates(input: string): DesignationKey[] {
  const out: DesignationKey[] = [];
  const whole = normaliseDesignation(input);
  if (whole) out.push(whole);
  const m = /^\s*([A-Za-z]{2,5})\s+(\S.*)$/.exec(input);
  if (m && /^[A-Za-z]/.test(m[2]) && /\d/.test(m[2])) {
    const rest = normaliseDesignation(m[2]);
    if (rest) out.push(rest);
  }
  return out;
}
