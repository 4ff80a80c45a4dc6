import { editRuns } from './edit-runs';

/*
 * The version compare's diff: paragraphs are aligned first (cheap, and a moved paragraph then
 * reads as deleted in one place and inserted in another), then the words of changed paragraphs
 * are diffed so an edited sentence shows only the words that changed.
 */

export interface Segment {
  op: 'eq' | 'del' | 'ins';
  text: string;
}
/** A heading or paragraph of the compared text with what changed in it. */
export interface Block {
  kind: 'heading' | 'para';
  segments: Segment[];
}
export interface SectionText {
  heading: string;
  body: string;
}

// Words (with decimals kept whole, "3.5"), runs of spaces, and single punctuation marks.
const TOKEN = /\s+|[\p{L}\p{N}]+(?:[.,]\p{N}+)*|[^\s\p{L}\p{N}]/gu;
export const tokenize = (s: string): string[] => s.match(TOKEN) ?? [];

const isSpace = (s: string) => /^\s+$/.test(s);

/** Word-level diff of two texts; deletions come before insertions within one change. */
export function diffWords(a: string, b: string): Segment[] {
  if (a === b) return a ? [{ op: 'eq', text: a }] : [];
  const ta = tokenize(a);
  const tb = tokenize(b);
  const runs = editRuns(ta, tb);
  if (!runs) return [...(a ? [{ op: 'del' as const, text: a }] : []), ...(b ? [{ op: 'ins' as const, text: b }] : [])];

  const out: Segment[] = [];
  let del = '';
  let ins = '';
  const flush = () => {
    if (del) out.push({ op: 'del', text: del });
    if (ins) out.push({ op: 'ins', text: ins });
    del = ins = '';
  };
  runs.forEach((r, idx) => {
    if (r.op === 'del') del += ta.slice(r.oldFrom, r.oldTo).join('');
    else if (r.op === 'ins') ins += tb.slice(r.newFrom, r.newTo).join('');
    else {
      const text = ta.slice(r.oldFrom, r.oldTo).join('');
      // A lone space between two changes would split "<del>a</del> <ins>b</ins>" into noise: fold it in.
      const between = idx > 0 && idx < runs.length - 1 && isSpace(text);
      if (between) {
        del += text;
        ins += text;
        return;
      }
      flush();
      pushEq(out, text);
    }
  });
  flush();
  return out;
}

function pushEq(out: Segment[], text: string) {
  const last = out[out.length - 1];
  if (last?.op === 'eq') last.text += text;
  else out.push({ op: 'eq', text });
}

interface Para {
  kind: Block['kind'];
  text: string;
  key: string;
}

/** Sections as headings and paragraphs; the key ignores clause numbers so renumbering aligns. */
export function toParagraphs(sections: SectionText[]): Para[] {
  const out: Para[] = [];
  for (const s of sections) {
    out.push({ kind: 'heading', text: s.heading, key: `h:${s.heading}` });
    for (const p of s.body.split(/\n\s*\n/)) {
      const text = p.trim();
      if (text) out.push({ kind: 'para', text, key: `p:${text.replace(/^\d+(\.\d+)*\s+/, '')}` });
    }
  }
  return out;
}

const whole = (p: Para, op: 'del' | 'ins'): Block => ({ kind: p.kind, segments: [{ op, text: p.text }] });

/** Share of a word diff that is unchanged text; below a third, a paragraph reads better replaced whole. */
function similarity(segs: Segment[]): number {
  const total = segs.reduce((n, s) => n + s.text.length, 0);
  const same = segs.filter((s) => s.op === 'eq').reduce((n, s) => n + s.text.length, 0);
  return total ? same / total : 1;
}

/** Pairs the deleted and inserted paragraphs of one change positionally and diffs their words. */
function changeBlocks(dels: Para[], inss: Para[]): Block[] {
  const out: Block[] = [];
  const n = Math.max(dels.length, inss.length);
  const tailDel: Block[] = [];
  const tailIns: Block[] = [];
  for (let i = 0; i < n; i++) {
    const d = dels[i];
    const s = inss[i];
    if (d && s && d.kind === s.kind) {
      const segs = diffWords(d.text, s.text);
      if (similarity(segs) >= 1 / 3) {
        out.push({ kind: d.kind, segments: segs });
        continue;
      }
    }
    if (d) tailDel.push(whole(d, 'del'));
    if (s) tailIns.push(whole(s, 'ins'));
  }
  return [...out, ...tailDel, ...tailIns];
}

/** The diff of two editions' sections, in the order of the newer edition. */
export function diffDocuments(oldSections: SectionText[], newSections: SectionText[]): Block[] {
  const a = toParagraphs(oldSections);
  const b = toParagraphs(newSections);
  const runs = editRuns(
    a.map((p) => p.key),
    b.map((p) => p.key),
    2000,
  );
  if (!runs) return [...a.map((p) => whole(p, 'del')), ...b.map((p) => whole(p, 'ins'))];

  const out: Block[] = [];
  let dels: Para[] = [];
  let inss: Para[] = [];
  const flush = () => {
    out.push(...changeBlocks(dels, inss));
    dels = [];
    inss = [];
  };
  for (const r of runs) {
    if (r.op === 'del') dels.push(...a.slice(r.oldFrom, r.oldTo));
    else if (r.op === 'ins') inss.push(...b.slice(r.newFrom, r.newTo));
    else {
      flush();
      for (let i = 0; i < r.oldTo - r.oldFrom; i++) {
        const o = a[r.oldFrom + i];
        const nw = b[r.newFrom + i];
        out.push({ kind: nw.kind, segments: o.text === nw.text ? [{ op: 'eq', text: nw.text }] : diffWords(o.text, nw.text) });
      }
    }
  }
  flush();
  return out;
}

/** Counts of changed words, for the legend and the tests. */
export function changeCounts(blocks: Block[]): { deleted: number; inserted: number } {
  let deleted = 0;
  let inserted = 0;
  for (const b of blocks)
    for (const s of b.segments) {
      const words = tokenize(s.text).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
      if (s.op === 'del') deleted += words;
      if (s.op === 'ins') inserted += words;
    }
  return { deleted, inserted };
}
