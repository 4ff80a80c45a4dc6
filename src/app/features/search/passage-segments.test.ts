import { describe, expect, it } from 'vitest';
import { passageSegments } from './passage-segments';

const render = (text: string, marks: { start: number; end: number }[]) =>
  passageSegments(text, marks)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');

describe('a passage is cut into plain and marked runs that rebuild its text', () => {
  it('marks the given stretches and keeps the text between them', () => {
    expect(
      render('Rust on the reinforcing bar.', [
        { start: 0, end: 4 },
        { start: 12, end: 27 },
      ]),
    ).toBe('[Rust] on the [reinforcing bar].');
  });

  it('takes marks in any order', () => {
    expect(
      render('a b c', [
        { start: 4, end: 5 },
        { start: 0, end: 1 },
      ]),
    ).toBe('[a] b [c]');
  });

  it('shows markup in the text as text: the runs are strings, rendered by React as text nodes', () => {
    const segs = passageSegments('<b>rust</b>', [{ start: 3, end: 7 }]);
    expect(segs).toEqual([
      { text: '<b>', marked: false },
      { text: 'rust', marked: true },
      { text: '</b>', marked: false },
    ]);
  });
});

describe('a bad mark costs a highlight, never the passage', () => {
  it('clamps marks past the end, and skips empty, reversed and overlapping ones', () => {
    expect(render('steel pipe', [{ start: 6, end: 99 }])).toBe('steel [pipe]');
    expect(
      render('steel pipe', [
        { start: 3, end: 3 },
        { start: 5, end: 2 },
        { start: 40, end: 50 },
      ]),
    ).toBe('steel pipe');
    expect(
      render('steel pipe', [
        { start: 0, end: 5 },
        { start: 2, end: 8 },
      ]),
    ).toBe('[steel][ pi]pe');
  });

  it('rebuilds the text whatever the marks', () => {
    const text = 'Oxidation, n. - rust formation on the bar';
    for (const marks of [[], [{ start: -5, end: 3 }], [{ start: 1.5, end: 7.9 }], [{ start: 0, end: 1e9 }]])
      expect(
        passageSegments(text, marks)
          .map((s) => s.text)
          .join(''),
      ).toBe(text);
  });
});
