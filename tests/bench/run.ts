/**
 * `npm run bench`: every benchmark in turn, each printing its own figures.
 *   search quality (MRR per stype), search latency (SQLite; `-- --dialect postgres` is separate),
 *   the PDF reader's first page against pdf.js's viewer, and — when BASE names a running Bearing —
 *   the JavaScript the home page loads.
 */
import { spawnSync } from 'node:child_process';

const benches: { name: string; script: string; when?: () => boolean }[] = [
  { name: 'search quality', script: 'tests/bench/search-quality.ts' },
  { name: 'search latency', script: 'tests/bench/search.ts' },
  { name: 'document reader', script: 'tests/bench/document.ts' },
  { name: 'startup JavaScript', script: 'tests/bench/startup-js.ts', when: () => Boolean(process.env.BASE) },
];

let failed = 0;
for (const b of benches) {
  if (b.when && !b.when()) {
    console.log(`\n== ${b.name}: skipped (set BASE=http://host:port of a running Bearing)`);
    continue;
  }
  console.log(`\n== ${b.name}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', b.script], { stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
