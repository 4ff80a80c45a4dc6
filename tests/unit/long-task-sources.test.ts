import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { longTaskSources, moduleOf, SourceNamer, type TraceEvent } from '../bench/long-task-sources';

const PID = 7;
const TID = 1;
const at = (ms: number) => 1_000_000 + ms * 1000;

/** A trace of two main-thread tasks (5 ms and 30 ms) with JavaScript samples every millisecond. */
function trace(samplesMs: [number, number][]): TraceEvent[] {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
    { id: 2, parent: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
    {
      id: 3,
      parent: 1,
      callFrame: { functionName: 'w', url: 'http://localhost/assets/startup-abc.js', lineNumber: 0, columnNumber: 2 },
    },
    {
      id: 4,
      parent: 3,
      callFrame: { functionName: 'start', url: 'http://localhost/assets/startup-abc.js', lineNumber: 0, columnNumber: 12 },
    },
    { id: 5, parent: 4, callFrame: { functionName: 'appendChild', url: '', lineNumber: -1, columnNumber: -1 } },
  ];
  const times = samplesMs.map(([ms]) => at(ms));
  const deltas = times.map((t, i) => t - (i ? times[i - 1] : at(0)));
  return [
    { name: 'RunTask', ph: 'X', pid: PID, tid: TID, ts: at(0), dur: 5000 },
    { name: 'RunTask', ph: 'X', pid: PID, tid: TID, ts: at(10), dur: 30000 },
    // Another thread's task and profile: never counted for the page's main thread.
    { name: 'RunTask', ph: 'X', pid: PID, tid: 2, ts: at(10), dur: 90000 },
    { name: 'Profile', ph: 'P', pid: PID, tid: TID, ts: at(0), id: '0x1', args: { data: { startTime: at(0) } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PID,
      tid: 99,
      ts: at(50),
      id: '0x1',
      args: { data: { cpuProfile: { nodes, samples: samplesMs.map(([, id]) => id) }, timeDeltas: deltas } },
    },
  ];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'long-task-sources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A source map of startup-abc.js: column 0–9 from React DOM, from column 10 the app's main.tsx. */
function writeMap(): string {
  const g = new SourceMapGenerator({ file: 'startup-abc.js' });
  g.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: '../node_modules/react-dom/cjs/react-dom-client.production.js',
  });
  g.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 4, column: 0 },
    source: '../src/app/main.tsx',
    name: 'startApp',
  });
  fs.writeFileSync(path.join(dir, 'startup-abc.js.map'), g.toString());
  return dir;
}

describe('a long task is named by the modules whose code ran in it', () => {
  // Samples: 12–21 ms in React DOM's scheduler, 22–31 ms in the app's start, 32–35 ms in a
  // native call it made, 36–39 ms idle; the 5 ms task at 0 ms is not long.
  const samples: [number, number][] = [
    [1, 3],
    ...Array.from({ length: 10 }, (_, i): [number, number] => [12 + i, 3]),
    ...Array.from({ length: 10 }, (_, i): [number, number] => [22 + i, 4]),
    ...Array.from({ length: 4 }, (_, i): [number, number] => [32 + i, 5]),
    ...Array.from({ length: 4 }, (_, i): [number, number] => [36 + i, 2]),
  ];

  it('counts only the main thread tasks at least the given length, timed from the first task', () => {
    const tasks = longTaskSources(trace(samples), { pid: PID, tid: TID }, 12.5, new SourceNamer(writeMap()));
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([[10, 30]]);
  });

  it('gives each module the time from its samples to the next, through the source maps', () => {
    const [task] = longTaskSources(trace(samples), { pid: PID, tid: TID }, 12.5, new SourceNamer(writeMap()));
    const byModule = Object.fromEntries(task.modules);
    expect(byModule['react-dom']).toBeCloseTo(10, 5);
    expect(byModule['app/main.tsx']).toBeCloseTo(10, 5);
    expect(byModule['(appendChild)']).toBeCloseTo(4, 5);
    // What the samples do not cover (before the first, idle ones) is the browser's own work.
    expect(byModule['(browser)']).toBeCloseTo(6, 5);
    expect(task.modules[0][1]).toBeGreaterThanOrEqual(task.modules[task.modules.length - 1][1]);
  });

  it('names the functions of the sources asked about, by their names in the source, and the rest by module', () => {
    const [task] = longTaskSources(trace(samples), { pid: PID, tid: TID }, 12.5, new SourceNamer(writeMap(), /src\/app\//));
    const byModule = Object.fromEntries(task.modules);
    expect(byModule['app/main.tsx:startApp@4']).toBeCloseTo(10, 5);
    expect(byModule['app/main.tsx']).toBeUndefined();
    // Sources not asked about are still named by their module.
    expect(byModule['react-dom']).toBeCloseTo(10, 5);
  });

  it('names a built file by its own name when it has no source map', () => {
    const [task] = longTaskSources(trace(samples), { pid: PID, tid: TID }, 12.5, new SourceNamer(null));
    expect(Object.fromEntries(task.modules)['startup-abc.js']).toBeCloseTo(20, 5);
  });
});

describe('a source is named by its package, or by its path under src', () => {
  it('names packages, scoped ones included, and the app’s files', () => {
    expect(moduleOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(moduleOf('../node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(moduleOf('../../src/app/features/pdf-reader/PdfReader.tsx')).toBe('app/features/pdf-reader/PdfReader.tsx');
    expect(moduleOf('rolldown:runtime')).toBe('rolldown:runtime');
  });
});
