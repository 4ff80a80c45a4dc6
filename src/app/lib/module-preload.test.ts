import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadModulePreloads } from '../../../vite.config';

/*
 * The lazy-import helper (module-preload.ts) against a small stand-in for the page's head: what it
 * appends, in which tasks, and what an import waits for. The journeys load every screen through
 * it in a real browser.
 */

interface FakeLink {
  rel: string;
  as?: string;
  crossOrigin?: string;
  href: string;
  listeners: Map<string, () => void>;
  addEventListener(type: string, fn: () => void): void;
}

let appended: { link: FakeLink; task: number }[];
let task: number;
let appendCostMs: number;

function installPage(own: string[] = []): void {
  appended = [];
  task = 0;
  const head = {
    appendChild(link: FakeLink) {
      // Each append costs the main thread, as starting a request does in a browser.
      const until = performance.now() + appendCostMs;
      while (performance.now() < until);
      appended.push({ link, task });
    },
  };
  vi.stubGlobal('document', {
    head,
    createElement: (): FakeLink => ({
      rel: '',
      href: '',
      listeners: new Map(),
      addEventListener(type: string, fn: () => void) {
        this.listeners.set(type, fn);
      },
    }),
    querySelectorAll: () => own.map((href) => ({ href })),
  });
  vi.stubGlobal('window', { dispatchEvent: vi.fn() });
  vi.stubGlobal('location', { href: 'https://bearing.example/document?contentCode=x' });
  // Tasks are counted by the helper's way of yielding: a timer when `scheduler.yield` is absent.
  vi.stubGlobal('scheduler', {
    yield: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          task++;
          resolve();
        }, 0),
      ),
  });
}

async function freshHelper() {
  vi.resetModules();
  return (await import('./module-preload')).preloadModules;
}

const settle = () => new Promise((r) => setTimeout(r, 50));

beforeEach(() => {
  appendCostMs = 0;
  installPage();
});
afterEach(() => vi.unstubAllGlobals());

describe('a lazy screen preloads its modules a few per task, not all in the task that asked', () => {
  it('appends every module once, in the order given, over several tasks when appends are slow', async () => {
    appendCostMs = 1.5;
    const preload = await freshHelper();
    const deps = Array.from({ length: 30 }, (_, i) => `assets/m${i}.js`);
    const screen = { Component: 'screen' };
    await expect(preload(() => Promise.resolve(screen), deps)).resolves.toBe(screen);
    await vi.waitFor(() => expect(appended).toHaveLength(30), { timeout: 10_000 });
    const hrefs = appended.map((a) => a.link.href);
    // From the site's root, whatever the page's own path.
    expect(hrefs).toEqual(deps.map((d) => `https://bearing.example/${d}`));
    expect(appended.every((a) => a.link.rel === 'modulepreload' && a.link.as === 'script')).toBe(true);
    const perTask = new Map<number, number>();
    for (const a of appended) perTask.set(a.task, (perTask.get(a.task) ?? 0) + 1);
    // At 1.5 ms an append, a 4 ms slice holds three; thirty in one task would be the old behaviour.
    expect(perTask.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(4);
  });

  it('appends nothing in the task that asked: its first slice waits for a task of its own', async () => {
    const preload = await freshHelper();
    const done = preload(() => Promise.resolve('screen'), ['assets/a.js', 'assets/b.js']);
    // Still the asking task: microtasks run, no timer has.
    await Promise.resolve();
    expect(appended).toHaveLength(0);
    await expect(done).resolves.toBe('screen');
    expect(appended.map((a) => a.task)).toEqual([1, 1]);
  });

  it('starts the import once its links are in, so the browser finds every module already asked for', async () => {
    appendCostMs = 1.5;
    const preload = await freshHelper();
    const load = vi.fn(() => {
      // The import's chunk names its modules: each must already have its link.
      expect(appended).toHaveLength(20);
      return Promise.resolve({});
    });
    const done = preload(
      load,
      Array.from({ length: 20 }, (_, i) => `assets/n${i}.js`),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for links another import queued, and not at all when every link is in', async () => {
    appendCostMs = 1.5;
    const preload = await freshHelper();
    const first = preload(
      () => Promise.resolve('first'),
      Array.from({ length: 20 }, (_, i) => `assets/q${i}.js`),
    );
    const second = vi.fn(() => {
      expect(appended.map((a) => new URL(a.link.href).pathname)).toContain('/assets/q19.js');
      return Promise.resolve('second');
    });
    await expect(preload(second, ['assets/q19.js'])).resolves.toBe('second');
    await first;
    const third = vi.fn(() => Promise.resolve('third'));
    const done = preload(third, ['assets/q0.js', 'assets/q19.js']);
    await Promise.resolve();
    await Promise.resolve();
    expect(third).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toBe('third');
  });

  it('asks for a module once across imports, and never for what the page loads itself', async () => {
    installPage(['https://bearing.example/assets/startup.js']);
    const preload = await freshHelper();
    await preload(() => Promise.resolve({}), ['assets/a.js', 'assets/startup.js', 'assets/b.js']);
    await preload(() => Promise.resolve({}), ['assets/b.js', 'assets/c.js']);
    await vi.waitFor(() => expect(appended).toHaveLength(3), { timeout: 10_000 });
    await settle();
    expect(appended.map((a) => new URL(a.link.href).pathname)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});

describe('a screen never renders before its style sheet', () => {
  it('waits for the sheet, in every import that needs it', async () => {
    const preload = await freshHelper();
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    const a = preload(first, ['assets/reader.css', 'assets/reader.js']);
    const b = preload(second, ['assets/reader.css']);
    await settle();
    const sheets = appended.filter((x) => x.link.rel === 'stylesheet');
    expect(sheets).toHaveLength(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    sheets[0].link.listeners.get('load')!();
    await expect(a).resolves.toBe('first');
    await expect(b).resolves.toBe('second');
  });

  it('fails the import when the sheet fails, announces it, and asks again next time', async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('screen'));
    const failed = preload(load, ['assets/reader.css']);
    await settle();
    appended[0].link.listeners.get('error')!();
    await expect(failed).rejects.toThrow(/reader\.css/);
    expect(load).not.toHaveBeenCalled();
    expect((window.dispatchEvent as ReturnType<typeof vi.fn>).mock.calls[0][0].type).toBe('vite:preloadError');
    const again = preload(load, ['assets/reader.css']);
    await settle();
    expect(appended.filter((x) => x.link.rel === 'stylesheet')).toHaveLength(2);
    appended[1].link.listeners.get('load')!();
    await expect(again).resolves.toBe('screen');
  });
});

describe('the build uses this helper for every lazy import', () => {
  it('answers for the module the bundler names its helper', () => {
    type Load = (id: string) => string | null;
    const load = spreadModulePreloads().load as unknown as Load;
    const code = load('\0vite/preload-helper.js');
    expect(code).toMatch(/export \{ preloadModules as __vitePreload \} from ".*src\/app\/lib\/module-preload\.ts";/);
    expect(load('/src/app/main.tsx')).toBeNull();
  });

  it('is the name the installed bundler still gives its helper', () => {
    const vite = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../node_modules/vite/dist/node/chunks/node.js'),
      'utf8',
    );
    expect(vite).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(vite).toContain('const preloadMethod = `__vitePreload`;');
  });
});
