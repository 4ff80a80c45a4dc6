import { describe, expect, it } from 'vitest';
import { htmlOpening } from './html-opening';

const view = (units: number, unitSize: number) =>
  '<!doctype html>\n<html><head><style>p{}</style></head><body><article>\n<header><h1>T</h1></header>\n' +
  Array.from({ length: units }, (_, i) => `<section id="c${i}"><h2>${i}</h2><p>${'x'.repeat(unitSize)}</p></section>`).join(
    '\n',
  ) +
  '\n</article></body></html>\n';

describe('the opening of an HTML view is cut at a clause, never inside markup', () => {
  it('a short view is the whole view', () => {
    const v = view(2, 10);
    expect(htmlOpening(v)).toBe(v);
  });
  it('a long view is cut at the first clause past the budget, with its head and title block', () => {
    const v = view(100, 1_000);
    const opening = htmlOpening(v, 5_000);
    expect(v.startsWith(opening)).toBe(true);
    expect(opening).toContain('<style>');
    expect(opening).toContain('<h1>T</h1>');
    expect(opening.length).toBeGreaterThanOrEqual(5_000);
    expect(opening.length).toBeLessThan(7_000);
    expect(opening.endsWith('</section>')).toBe(true);
  });
  it('the contents list is left out, the clauses after it kept', () => {
    const v = view(3, 10).replace('</header>\n', '</header>\n<nav aria-label="Contents"><ol><li>1</li></ol></nav>\n');
    const opening = htmlOpening(v);
    expect(opening).not.toContain('<nav');
    expect(opening).toBe(view(3, 10));
  });
  it('a view without a later clause is kept whole', () => {
    const v = view(1, 20_000);
    expect(htmlOpening(v, 5_000)).toBe(v);
  });
});
