import type { CounterMetric, CounterReport } from '../../../api/usage';

/*
 * COUNTER Release 5-style reports from the usage events (002 §2 "Record usage in a form that can
 * also be exported as COUNTER-style reports"). Mapping: an open or a download is an item request
 * (Total_Item_Requests), one per user, item and day is a unique request (Unique_Item_Requests), a
 * denial is No_License, a search is Searches_Regular. TR lists titles, DR lists publishers
 * ("databases") plus one platform row for the searches, which belong to no publisher.
 */

export const PLATFORM = 'Bearing';

export interface ItemRow {
  id: number;
  content_code: string;
  designation_no: string;
  title: string;
  publisher_code: string;
  publisher_name: string;
  user_id: number | null;
  day: string;
  kind: string;
  n: number;
}

export interface CounterInput {
  report: 'TR' | 'DR';
  startDate: string;
  endDate: string;
  institution: { id: number; name: string };
  items: ItemRow[];
  searches: { day: string; n: number }[];
  created?: Date;
}

/** The months the range touches, each clipped to the range ({begin, end} as YYYY-MM-DD). */
export function monthsOf(startDate: string, endDate: string): { key: string; begin: string; end: string }[] {
  const out: { key: string; begin: string; end: string }[] = [];
  let [y, m] = startDate.slice(0, 7).split('-').map(Number);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > endDate.slice(0, 7)) break;
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    out.push({
      key,
      begin: key === startDate.slice(0, 7) ? startDate : `${key}-01`,
      end: key === endDate.slice(0, 7) ? endDate : last,
    });
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

type Counts = Map<string, Map<CounterMetric, number>>; // month -> metric -> n

interface Entry {
  key: string;
  title?: string;
  database?: string;
  publisher: string;
  proprietaryId: string;
  counts: Counts;
  uniques: Map<string, Set<string>>;
}

function add(counts: Counts, month: string, metric: CounterMetric, n: number) {
  let m = counts.get(month);
  if (!m) counts.set(month, (m = new Map()));
  m.set(metric, (m.get(metric) ?? 0) + n);
}

function entries(input: CounterInput): Entry[] {
  const map = new Map<string, Entry>();
  for (const r of input.items) {
    const byTitle = input.report === 'TR';
    const key = byTitle ? r.content_code : r.publisher_code;
    let e = map.get(key);
    if (!e) {
      map.set(
        key,
        (e = byTitle
          ? {
              key,
              title: `${r.designation_no} ${r.title}`,
              publisher: r.publisher_name,
              proprietaryId: `${PLATFORM}:${r.content_code}`,
              counts: new Map(),
              uniques: new Map(),
            }
          : {
              key,
              database: r.publisher_name,
              publisher: r.publisher_name,
              proprietaryId: `${PLATFORM}:${r.publisher_code}`,
              counts: new Map(),
              uniques: new Map(),
            }),
      );
    }
    const month = r.day.slice(0, 7);
    if (r.kind === 'open' || r.kind === 'download') {
      add(e.counts, month, 'Total_Item_Requests', r.n);
      let u = e.uniques.get(month);
      if (!u) e.uniques.set(month, (u = new Set()));
      u.add(`${r.user_id}|${r.id}|${r.day}`);
    } else if (r.kind === 'denial') {
      add(e.counts, month, 'No_License', r.n);
    }
  }
  for (const e of map.values()) for (const [month, u] of e.uniques) add(e.counts, month, 'Unique_Item_Requests', u.size);
  const list = [...map.values()].sort((a, b) => (a.title ?? a.database ?? '').localeCompare(b.title ?? b.database ?? ''));
  if (input.report === 'DR') {
    const counts: Counts = new Map();
    for (const s of input.searches) add(counts, s.day.slice(0, 7), 'Searches_Regular', s.n);
    if (counts.size)
      list.push({
        key: PLATFORM,
        database: 'All publishers',
        publisher: PLATFORM,
        proprietaryId: `${PLATFORM}:platform`,
        counts,
        uniques: new Map(),
      });
  }
  return list;
}

const METRIC_ORDER: CounterMetric[] = ['Total_Item_Requests', 'Unique_Item_Requests', 'No_License', 'Searches_Regular'];
const REPORT_NAME = { TR: 'Title Report', DR: 'Database Report' } as const;

/** The report as COUNTER JSON (SUSHI layout). */
export function counterJson(input: CounterInput): CounterReport {
  const months = monthsOf(input.startDate, input.endDate);
  return {
    Report_Header: {
      Created: (input.created ?? new Date()).toISOString(),
      Created_By: PLATFORM,
      Customer_ID: String(input.institution.id),
      Report_ID: input.report,
      Release: '5',
      Report_Name: REPORT_NAME[input.report],
      Institution_Name: input.institution.name,
      Report_Filters: [
        { Name: 'Begin_Date', Value: input.startDate },
        { Name: 'End_Date', Value: input.endDate },
      ],
    },
    Report_Items: entries(input).map((e) => ({
      ...(e.title ? { Title: e.title } : { Database: e.database }),
      Publisher: e.publisher,
      Platform: PLATFORM,
      Item_ID: [{ Type: 'Proprietary', Value: e.proprietaryId }],
      Performance: months
        .filter((m) => e.counts.has(m.key))
        .map((m) => ({
          Period: { Begin_Date: m.begin, End_Date: m.end },
          Instance: METRIC_ORDER.filter((k) => e.counts.get(m.key)!.has(k)).map((k) => ({
            Metric_Type: k,
            Count: e.counts.get(m.key)!.get(k)!,
          })),
        })),
    })),
  };
}

const cell = (v: string | number) => String(v).replace(/[\t\r\n]+/g, ' ');
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (key: string) => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]}-${key.slice(0, 4)}`;

/** The report as COUNTER tabular text: the header block, a blank row, then one row per item and metric. */
export function counterTsv(input: CounterInput): string {
  const months = monthsOf(input.startDate, input.endDate);
  const list = entries(input);
  const metrics = METRIC_ORDER.filter((k) => list.some((e) => [...e.counts.values()].some((m) => m.has(k))));
  const header: [string, string][] = [
    ['Report_Name', REPORT_NAME[input.report]],
    ['Report_ID', input.report],
    ['Release', '5'],
    ['Institution_Name', input.institution.name],
    ['Institution_ID', `Proprietary:${PLATFORM}:${input.institution.id}`],
    ['Metric_Types', metrics.join('; ')],
    ['Report_Filters', ''],
    ['Report_Attributes', ''],
    ['Exceptions', ''],
    ['Reporting_Period', `Begin_Date=${input.startDate}; End_Date=${input.endDate}`],
    ['Created', (input.created ?? new Date()).toISOString()],
    ['Created_By', PLATFORM],
  ];
  const first = input.report === 'TR' ? 'Title' : 'Database';
  const lines = header.map(([k, v]) => `${k}\t${cell(v)}`);
  lines.push('');
  lines.push(
    [
      first,
      'Publisher',
      'Platform',
      'Proprietary_ID',
      'Metric_Type',
      'Reporting_Period_Total',
      ...months.map((m) => monthLabel(m.key)),
    ].join('\t'),
  );
  for (const e of list) {
    for (const k of METRIC_ORDER) {
      const perMonth = months.map((m) => e.counts.get(m.key)?.get(k) ?? 0);
      const total = perMonth.reduce((a, b) => a + b, 0);
      if (!total) continue;
      lines.push(
        [e.title ?? e.database ?? '', e.publisher, PLATFORM, e.proprietaryId, k, total, ...perMonth].map(cell).join('\t'),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
