/**
 * What ran in each long task of a Chrome trace recorded with JavaScript samples (the
 * `disabled-by-default-v8.cpu_profiler` category): the main thread's samples inside the task, each
 * named through the build's source maps by the module its function came from. A score says that
 * a launch was slow; this says whose code made each long task long. Sampling itself slows the
 * page a little, so the durations read higher than in an unsampled trace: compare modules within
 * a run, and time with the unsampled bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** One long task: when it started (ms after the first task), how long it ran, and by whom. */
export interface TaskSources {
  startMs: number;
  durationMs: number;
  /** Sampled time (ms) by the module whose function was running: a package, an app file, or the browser's own work. */
  modules: [string, number][];
  /** The browser's own work traced in the task (ms), by kind: style, layout, paint, compile… */
  browser: [string, number][];
}

/** Trace events of the browser's own work, by the kind a reader of a long task asks about. */
const BROWSER_WORK: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'HTML',
  ParseAuthorStyleSheet: 'CSS',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'code cache',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/**
 * Names a position in a built file by its source: a package's name, or the file's path under src/.
 * Sources matching `detail` are named down to the function and its line in the source
 * (`pdfjs-dist:showText@11714`): a module's total says which library a long task ran, this says
 * which of its functions.
 */
export class SourceNamer {
  private maps = new Map<string, SourceMapConsumer | null>();
  constructor(
    private readonly mapsDir: string | null,
    private readonly detail: RegExp | null = null,
  ) {}

  name(frame: CallFrame): string {
    if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(program)';
    const file = path.basename(new URL(frame.url, 'http://x/').pathname);
    const map = this.map(file);
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original?.source) return file;
    if (!this.detail?.test(original.source)) return moduleOf(original.source);
    // The minifier renamed the function: the map's name is the source's, the profile's the build's.
    return `${moduleOf(original.source)}:${original.name || frame.functionName || '(anonymous)'}@${original.line}`;
  }

  private map(file: string): SourceMapConsumer | null {
    if (!this.maps.has(file)) {
      const p = this.mapsDir ? path.join(this.mapsDir, `${file}.map`) : '';
      this.maps.set(
        file,
        p && fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8')) as RawSourceMap) : null,
      );
    }
    return this.maps.get(file)!;
  }
}

/** A package's name for its files (one line per library), the path under src/ for the app's own. */
export function moduleOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /(?:^|\/)src\/(.+)$/.exec(source);
  return own ? own[1] : source;
}

/** The main thread's samples as (timestamp µs, node) pairs, with the nodes by id. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  if (!profile) return { nodes, samples };
  let t = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const data = chunk.args?.data as ProfileChunkData | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      t += deltas[i] ?? 0;
      samples.push([t, ids[i]]);
    }
  }
  return { nodes, samples };
}

/**
 * Each task of the main thread at least `minMs` long (unthrottled), with its samples' time by
 * module. A sample counts for the interval to the next one, so a task's modules add up to about
 * its sampled JavaScript and the browser's work it called; what is left is the browser's own
 * (style, layout, paint), shown under "(browser)".
 */
export function longTaskSources(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  minMs: number,
  namer: SourceNamer,
): TaskSources[] {
  const { pid, tid } = thread;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const origin = tasks[0]?.ts ?? 0;
  const { nodes, samples } = samplesOf(events, pid, tid);
  const names = new Map<number, string>();
  const nameOf = (id: number) => {
    let n = names.get(id);
    if (n === undefined) {
      const node = nodes.get(id);
      n = node ? namer.name(node.callFrame) : '(program)';
      names.set(id, n);
    }
    return n;
  };
  const out: TaskSources[] = [];
  let i = 0;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (dur < minMs * 1000) continue;
    const end = task.ts + dur;
    while (i < samples.length && samples[i][0] < task.ts) i++;
    const byModule = new Map<string, number>();
    let sampled = 0;
    for (let j = i; j < samples.length && samples[j][0] < end; j++) {
      const next = Math.min(samples[j + 1]?.[0] ?? end, end);
      const us = next - samples[j][0];
      const name = nameOf(samples[j][1]);
      if (name === '(idle)' || name === '(program)') continue;
      byModule.set(name, (byModule.get(name) ?? 0) + us);
      sampled += us;
    }
    byModule.set('(browser)', Math.max(0, dur - sampled));
    const byKind = new Map<string, number>();
    for (const e of events) {
      const kind = BROWSER_WORK[e.name];
      if (kind && e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end)
        byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0));
    }
    const ms = (m: Map<string, number>) => [...m].map(([k, us]): [string, number] => [k, us / 1000]).sort((a, b) => b[1] - a[1]);
    out.push({ startMs: (task.ts - origin) / 1000, durationMs: dur / 1000, modules: ms(byModule), browser: ms(byKind) });
  }
  return out;
}
