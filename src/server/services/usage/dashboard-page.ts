import { randomBytes } from 'node:crypto';
import { USAGE_KINDS } from '../../../api/usage';
import type { KindCounts, PublisherUsage } from './aggregate';
import { dailyChart, esc, KIND_COLOURS, publisherChart } from './dashboard-charts';
import { fill, type DashboardStrings } from './dashboard-strings';

/*
 * Bearing's usage dashboard (002 §2 "Usage report": the screen embeds a dashboard): a
 * server-rendered page without scripts, framed by /usage-report on the same origin.
 */

export interface DashboardData {
  accountName: string;
  startDate: string;
  endDate: string;
  days: { day: string; counts: KindCounts }[];
  publishers: PublisherUsage[];
  totals: KindCounts;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14202b;background:#fff}
main{padding:12px;max-width:960px;margin:0 auto}
h1{font-size:1.25rem;margin:0}
h2{font-size:1.05rem;margin:20px 0 8px}
.sub{margin:2px 0 12px;color:#3d4b57}
.tiles{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;list-style:none;margin:0;padding:0}
@media (min-width:640px){.tiles{grid-template-columns:repeat(4,minmax(0,1fr))}}
.tiles li{border:1px solid #d6dde3;border-radius:8px;padding:8px 10px;border-inline-start:6px solid var(--c)}
.tiles strong{display:block;font-size:1.5rem}
.legend{display:flex;flex-wrap:wrap;gap:12px;list-style:none;margin:8px 0;padding:0;font-size:.9rem}
.legend span{display:inline-block;width:12px;height:12px;border-radius:2px;margin-inline-end:6px;vertical-align:-1px;background:var(--c)}
.chart{width:100%;height:auto;direction:ltr}
.chart .grid{stroke:#e3e8ec}
.chart .axis{font-size:13px;fill:#3d4b57}
details{margin-top:6px}
summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:#0f4c81;font-weight:600}
.scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:.85rem;width:100%}
th,td{padding:4px 8px;border-bottom:1px solid #e3e8ec;text-align:end;white-space:nowrap}
th:first-child,td:first-child{text-align:start}
.empty{padding:16px;border:1px dashed #b8c3cc;border-radius:8px;color:#3d4b57}
`;

function table(head: string[], rows: (string | number)[][]): string {
  return `<div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(String(c))}</th>` : `<td>${c}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/** The page and the CSP that lets only its own style apply and only our origin frame it. */
export function dashboardPage(
  data: DashboardData,
  s: DashboardStrings,
  lang: string,
  dir: 'ltr' | 'rtl',
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const dayFmt = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longFmt = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const label = (day: string) => dayFmt.format(new Date(`${day}T00:00:00Z`));
  const range = fill(s.range, {
    start: longFmt.format(new Date(`${data.startDate}T00:00:00Z`)),
    end: longFmt.format(new Date(`${data.endDate}T00:00:00Z`)),
  });
  const labels = { open: s.open, download: s.download, search: s.search, denial: s.denial };
  const any = USAGE_KINDS.some((k) => data.totals[k] > 0);
  const tiles = `<ul class="tiles" aria-label="${esc(s.total)}">${USAGE_KINDS.map((k) => `<li style="--c:${KIND_COLOURS[k]}" data-kind="${k}"><strong>${data.totals[k]}</strong>${esc(labels[k])}</li>`).join('')}</ul>`;
  const legend = (kinds: readonly (keyof typeof labels)[]) =>
    `<ul class="legend">${kinds.map((k) => `<li><span style="--c:${KIND_COLOURS[k]}"></span>${esc(labels[k])}</li>`).join('')}</ul>`;
  const days = data.days.map((d) => ({ ...d, label: label(d.day) }));
  const perDay = any
    ? `${legend(USAGE_KINDS)}${dailyChart(days, { id: 'per-day', title: s.perDay, desc: fill(s.perDayDesc, { start: label(data.startDate), end: label(data.endDate) }), labels })}
<details><summary>${esc(s.numbers)}</summary>${table(
        [s.date, ...USAGE_KINDS.map((k) => labels[k])],
        days.map((d) => [d.label, ...USAGE_KINDS.map((k) => d.counts[k])]),
      )}</details>`
    : `<p class="empty">${esc(s.noEvents)}</p>`;
  const itemKinds = ['open', 'download', 'denial'] as const;
  const perPublisher = data.publishers.length
    ? `${legend(itemKinds)}${publisherChart(data.publishers.slice(0, 12), { id: 'per-publisher', title: s.perPublisher, desc: s.perPublisherDesc, labels })}
<details><summary>${esc(s.numbers)}</summary>${table(
        [s.publisher, ...itemKinds.map((k) => labels[k]), s.total],
        data.publishers.map((p) => [p.name, ...itemKinds.map((k) => p.counts[k]), p.total]),
      )}</details>`
    : `<p class="empty">${esc(s.noPublisher)}</p>`;
  const html = `<!doctype html>
<html lang="${esc(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(s.title)} – ${esc(data.accountName)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${esc(s.title)}: ${esc(data.accountName)}</h1>
<p class="sub">${esc(range)}</p>
${tiles}
<section aria-labelledby="h-day"><h2 id="h-day">${esc(s.perDay)}</h2>${perDay}</section>
<section aria-labelledby="h-pub"><h2 id="h-pub">${esc(s.perPublisher)}</h2>${perPublisher}</section>
</main>
</body>
</html>`;
  // Inline style attributes (the colour variables) need 'unsafe-hashes'-free allowance: style-src-attr.
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; style-src-attr 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
  return { html, csp };
}

/** The page shown for an expired or forged link. */
export function expiredPage(s: DashboardStrings, lang: string, dir: 'ltr' | 'rtl'): string {
  return `<!doctype html><html lang="${esc(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(s.title)}</title></head><body><main><p role="alert">${esc(s.expired)}</p></main></body></html>`;
}
