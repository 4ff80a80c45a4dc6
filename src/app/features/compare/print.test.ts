import { describe, expect, it, vi } from 'vitest';
import { printCompare } from './print';

describe('001 §2 HTML compare print: a 900 by 700 window, printing after 1 second', () => {
  it('opens the window with those features and prints only after 1000 ms', () => {
    const written: string[] = [];
    const win = {
      document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() },
      print: vi.fn(),
      focus: vi.fn(),
    };
    const open = vi.fn(() => win as any);
    const timers: [() => void, number][] = [];
    const ok = printCompare('<p><del>a</del><ins>b</ins></p>', 'D1-19 <> D1-24', open, ((fn: () => void, ms: number) => {
      timers.push([fn, ms]);
      return 0;
    }) as any);
    expect(ok).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=900,height=700');
    expect(written.join('')).toContain('<del>a</del><ins>b</ins>');
    expect(written.join('')).toContain('<title>D1-19 &lt;&gt; D1-24</title>');
    expect(win.print).not.toHaveBeenCalled();
    expect(timers.map(([, ms]) => ms)).toEqual([1000]);
    timers[0][0]();
    expect(win.print).toHaveBeenCalledTimes(1);
  });
  it('a blocked pop-up reports false', () => {
    expect(printCompare('', 't', () => null)).toBe(false);
  });
});
