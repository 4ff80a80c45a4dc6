import { describe, expect, it } from 'vitest';
import { changeCounts, diffDocuments, diffWords, type Block, type SectionText } from './diff';
import { editRuns } from './edit-runs';
import { renderCompareHtml } from './render-html';

/* The version compare's diff engine (Compare: an HTML diff of two editions with <del>/<ins>). */

const text = (b: Block[], op: 'del' | 'ins') => b.flatMap((x) => x.segments.filter((s) => s.op === op).map((s) => s.text.trim()));

describe('the edit script is a shortest one, as runs of indices', () => {
  it('classic example ABCABBA -> CBABAC needs 5 edits', () => {
    const runs = editRuns([...'ABCABBA'], [...'CBABAC'])!;
    const edits = runs.filter((r) => r.op !== 'eq').reduce((n, r) => n + (r.oldTo - r.oldFrom) + (r.newTo - r.newFrom), 0);
    expect(edits).toBe(5);
    // Replaying the script rebuilds the new sequence.
    const rebuilt = runs.flatMap((r) => (r.op === 'del' ? [] : [...'CBABAC'].slice(r.newFrom, r.newTo)));
    expect(rebuilt.join('')).toBe('CBABAC');
    const old = runs.flatMap((r) => (r.op === 'ins' ? [] : [...'ABCABBA'].slice(r.oldFrom, r.oldTo)));
    expect(old.join('')).toBe('ABCABBA');
  });
  it('empty sides and identical sequences', () => {
    expect(editRuns([], ['a'])).toEqual([{ op: 'ins', oldFrom: 0, oldTo: 0, newFrom: 0, newTo: 1 }]);
    expect(editRuns(['a'], [])).toEqual([{ op: 'del', oldFrom: 0, oldTo: 1, newFrom: 0, newTo: 0 }]);
    expect(editRuns(['a', 'b'], ['a', 'b'])).toEqual([{ op: 'eq', oldFrom: 0, oldTo: 2, newFrom: 0, newTo: 2 }]);
  });
  it('gives up (null) past the edit budget instead of using quadratic memory', () => {
    const a = Array.from({ length: 300 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 300 }, (_, i) => `b${i}`);
    expect(editRuns(a, b, 100)).toBeNull();
    expect(editRuns(a, b, 600)).not.toBeNull();
  });
});

describe('edited text shows only the changed words', () => {
  it('a changed value and a reworded word', () => {
    const segs = diffWords('The specimen is tested at 25 mm until failure.', 'The specimen is tested at 30 mm until rupture.');
    expect(segs).toEqual([
      { op: 'eq', text: 'The specimen is tested at ' },
      { op: 'del', text: '25' },
      { op: 'ins', text: '30' },
      { op: 'eq', text: ' mm until ' },
      { op: 'del', text: 'failure' },
      { op: 'ins', text: 'rupture' },
      { op: 'eq', text: '.' },
    ]);
  });
  it('decimals stay whole words', () => {
    expect(diffWords('limit of 3.5 kN', 'limit of 3.7 kN').filter((s) => s.op !== 'eq')).toEqual([
      { op: 'del', text: '3.5' },
      { op: 'ins', text: '3.7' },
    ]);
  });
});

describe('deleted, inserted and moved paragraphs', () => {
  const oldDoc: SectionText[] = [
    { heading: 'Scope', body: "1.1 This method covers alpha.\n\n1.2 It applies to beta.\n\n1.3 Safety is the user's concern." },
    { heading: 'Procedure', body: 'Condition the specimen.\n\nMeasure the gamma.' },
  ];
  it('a deleted paragraph is one deleted block; renumbered clauses change only their numbers', () => {
    const newDoc: SectionText[] = [
      { heading: 'Scope', body: "1.1 This method covers alpha.\n\n1.2 Safety is the user's concern." },
      oldDoc[1],
    ];
    const b = diffDocuments(oldDoc, newDoc);
    expect(b.find((x) => x.segments.length === 1 && x.segments[0].op === 'del')?.segments[0].text).toBe(
      '1.2 It applies to beta.',
    );
    expect(text(b, 'del')).toEqual(['1.2 It applies to beta.', '1.3']);
    expect(text(b, 'ins')).toEqual(['1.2']);
  });
  it('an inserted section heading and paragraph', () => {
    const newDoc = [...oldDoc, { heading: 'Report', body: 'Report the gamma.' }];
    const b = diffDocuments(oldDoc, newDoc);
    expect(text(b, 'ins')).toEqual(['Report', 'Report the gamma.']);
    expect(b.at(-2)!.kind).toBe('heading');
    expect(text(b, 'del')).toEqual([]);
  });
  it('a moved paragraph is deleted where it was and inserted where it went', () => {
    const newDoc: SectionText[] = [
      { heading: 'Scope', body: "1.1 This method covers alpha.\n\n1.2 It applies to beta.\n\n1.3 Safety is the user's concern." },
      { heading: 'Procedure', body: 'Measure the gamma.\n\nCondition the specimen.' },
    ];
    const b = diffDocuments(oldDoc, newDoc);
    expect(text(b, 'del')).toEqual(['Condition the specimen.']);
    expect(text(b, 'ins')).toEqual(['Condition the specimen.']);
    const order = b.map((x) => x.segments.map((s) => `${s.op}:${s.text}`).join('|'));
    expect(order.indexOf('del:Condition the specimen.')).toBeLessThan(order.indexOf('eq:Measure the gamma.'));
    expect(order.indexOf('ins:Condition the specimen.')).toBeGreaterThan(order.indexOf('eq:Measure the gamma.'));
  });
  it('an unrelated rewrite is replaced whole rather than shredded into words', () => {
    const b = diffDocuments(
      [{ heading: 'Scope', body: 'Completely different words here.' }],
      [{ heading: 'Scope', body: 'Nothing in common at all now.' }],
    );
    expect(b[1].segments).toEqual([{ op: 'del', text: 'Completely different words here.' }]);
    expect(b[2].segments).toEqual([{ op: 'ins', text: 'Nothing in common at all now.' }]);
    expect(changeCounts(b)).toEqual({ deleted: 4, inserted: 6 });
  });
});

describe('the HTML result marks changes with <del> and <ins> and escapes document text', () => {
  it('renders and escapes', () => {
    const html = renderCompareHtml(
      diffDocuments([{ heading: 'A & B', body: 'x < 5 mm' }], [{ heading: 'A & B', body: 'x < 6 mm' }]),
      { old: 'D1-19', new: 'D1-24' },
    );
    expect(html).toContain('<h2>A &amp; B</h2>');
    expect(html).toContain('<p>x &lt; <del>5</del><ins>6</ins> mm</p>');
    expect(html).toContain('data-old="D1-19"');
    expect(html).not.toMatch(/<script/);
  });
});
