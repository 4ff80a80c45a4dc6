/** A V8 CPU profile (the `.cpuprofile` that `node --cpu-prof` writes). */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a script lives, coarse enough to add up: a package, Bearing's own folder, or node's internals. */
export function placeOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const own = /\/src\/((?:[^/]+\/){0,2})/.exec(url);
  if (own) return `src/${own[1]}`;
  return url;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

/**
 * Self time by place and by function, largest first. Self time is a sample's leaf frame: what the
 * CPU was doing, not who asked for it; the inclusive column by place says who asked.
 */
export function summariseProfile(profile: CpuProfile, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfByFn = new Map<string, number>();
  const selfByPlace = new Map<string, number>();
  const inclusiveByPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    total += dt;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}` : ''}`;
    selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt);
    selfByPlace.set(placeOf(url), (selfByPlace.get(placeOf(url)) ?? 0) + dt);
    // Every place on the stack once: how much of the time ran under it.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)?.callFrame;
      if (frame?.url) seen.add(placeOf(frame.url));
    }
    for (const p of seen) inclusiveByPlace.set(p, (inclusiveByPlace.get(p) ?? 0) + dt);
  });
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${pct(v, total)}  ${k}`)
      .join('\n');
  return [
    `samples over ${(total / 1e6).toFixed(1)} s`,
    '\nself time by place:',
    rows(selfByPlace),
    '\ntime with the place on the stack (inclusive):',
    rows(inclusiveByPlace),
    '\nself time by function:',
    rows(selfByFn),
  ].join('\n');
}
