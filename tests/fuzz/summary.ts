import type { FuzzReport } from './contract-fuzz';

/** The fuzz figures as a short text table, then each failure with the request that caused it. */
export function summary(report: FuzzReport, seconds: number, run: { seed: number; email: string }): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const lines = [
    `Contract fuzz as ${run.email}, seed ${run.seed}, ${seconds.toFixed(1)} s`,
    `| operations | requests | negative cases | refused writes checked | server errors | contract breaks | failures |`,
    `|---|---|---|---|---|---|---|`,
    `| ${report.operations} | ${report.requests} | ${report.negative} | ${report.refusedWrites} | ${count(report, 'server-error')} | ${count(report, 'reply-schema') + count(report, 'error-shape')} | ${report.failures.length} |`,
    `statuses: ${statuses}`,
  ];
  for (const f of report.failures.slice(0, 40)) {
    lines.push(
      `- ${f.check} ${f.operation} -> ${f.status}: ${f.request.method} ${f.request.url.slice(0, 200)} ${f.request.body?.slice(0, 200) ?? ''}\n    ${f.detail.slice(0, 300)}`,
    );
  }
  if (report.failures.length > 40) lines.push(`… and ${report.failures.length - 40} more`);
  return lines.join('\n');
}

const count = (r: FuzzReport, check: string) => r.failures.filter((f) => f.check === check).length;
