import * as z from 'zod/mini';
import { rowId } from './params';

/*
 * Usage report (002 §2 "Usage report", §7 embed-URL call, §9 past 7 days). The embed-URL call
 * answers a short-lived signed address of Bearing's own dashboard page (server-rendered HTML with
 * SVG charts), which the /usage-report screen frames. The recorded events can also be exported as
 * COUNTER-style reports (TR: per title, DR: per publisher "database").
 */

/** GET: the dashboard address for the selected account and range; reply field EmbedUrl (002 §7). */
export const USAGE_EMBED_URL_PATH = '/api/usage-report/embed-url';
/** GET ?token=…: the dashboard page itself (framed by /usage-report; no bearer token in an iframe). */
export const USAGE_DASHBOARD_PATH = '/api/usage-report/dashboard';
/** GET: a COUNTER-style report of the recorded events (JSON or TSV attachment). */
export const USAGE_COUNTER_PATH = '/api/usage-report/counter';

/** ApplicationCode of the first report parameter set (002 §2). */
export const USAGE_APPLICATION_CODE = 'COMPASS';
/** The dashboards Bearing serves; the spec's dashboardId picks one. */
export const USAGE_DASHBOARDS = ['usage-overview'] as const;
export const USAGE_DEFAULT_DASHBOARD = USAGE_DASHBOARDS[0];
/** Default range: the past 7 days (002 §9), start aligned to midnight, end today. */
export const USAGE_DEFAULT_DAYS = 7;
/** Longest range one report covers (keeps one dashboard or export bounded). */
export const USAGE_MAX_RANGE_DAYS = 400;
/** How long an embed URL stays valid. */
export const USAGE_EMBED_TTL_SECONDS = 300;

/** The four recorded kinds of usage event (DOMAIN "Usage events"). */
export const USAGE_KINDS = ['open', 'download', 'search', 'denial'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

const isoDate = z.lazy(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/),
    z.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'invalid date'),
  ),
);

/** A calendar date as YYYY-MM-DD in local time. */
export function toIsoDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * The default report range (002 §2, §9): start = midnight of the day 7 days before `now`,
 * end = today. Dates are calendar days (the server counts events per UTC day).
 */
export function defaultUsageRange(now: Date = new Date()): { startDate: string; endDate: string; start: Date } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - USAGE_DEFAULT_DAYS, 0, 0, 0, 0);
  return { startDate: toIsoDate(start), endDate: toIsoDate(now), start };
}

/** Whole days from start to end, both included; NaN for unparsable dates. */
export function rangeDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Report parameters (002 §2): AccountNumber, TenantName, ApplicationCode, StartDate, EndDate; or
 * AccountID and TenantID. Both sets name the selected account; dates default to the past 7 days.
 */
export const usageReportQuery = z.object({
  dashboardId: z._default(z.enum(USAGE_DASHBOARDS), USAGE_DEFAULT_DASHBOARD),
  AccountID: z.optional(rowId),
  AccountNumber: z.optional(rowId),
  TenantID: z.optional(z.string().check(z.maxLength(100))),
  TenantName: z.optional(z.string().check(z.maxLength(200))),
  ApplicationCode: z.optional(z.literal(USAGE_APPLICATION_CODE)),
  StartDate: z.optional(isoDate),
  EndDate: z.optional(isoDate),
  /** Interface language of the dashboard page (a spec code such as CF or zh-Hans). */
  lang: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/))),
});
export type UsageReportQuery = z.input<typeof usageReportQuery>;

export const embedUrlReply = z.lazy(() => z.object({ EmbedUrl: z.string(), expiresAt: z.string() }));
export type EmbedUrlReply = z.infer<typeof embedUrlReply>;

export const dashboardQuery = z.lazy(() => z.object({ token: z.string().check(z.minLength(10), z.maxLength(2000)) }));

export const COUNTER_REPORTS = ['TR', 'DR'] as const;
export const counterQuery = z.lazy(() =>
  z.extend(z.omit(usageReportQuery, { dashboardId: true, lang: true }), {
    report: z._default(z.enum(COUNTER_REPORTS), 'TR'),
    format: z._default(z.enum(['json', 'tsv']), 'json'),
  }),
);
export type CounterQuery = z.input<typeof counterQuery>;

/** COUNTER metric types Bearing derives from its events. */
export const COUNTER_METRICS = ['Total_Item_Requests', 'Unique_Item_Requests', 'No_License', 'Searches_Regular'] as const;
export type CounterMetric = (typeof COUNTER_METRICS)[number];

const counterPerformance = z.lazy(() =>
  z.object({
    Period: z.object({ Begin_Date: z.string(), End_Date: z.string() }),
    Instance: z.array(z.object({ Metric_Type: z.enum(COUNTER_METRICS), Count: z.number().check(z.int()) })),
  }),
);
/** A COUNTER R5-style JSON report (SUSHI layout, reduced to what Bearing records). */
export const counterReport = z.lazy(() =>
  z.object({
    Report_Header: z.object({
      Created: z.string(),
      Created_By: z.string(),
      Customer_ID: z.string(),
      Report_ID: z.enum(COUNTER_REPORTS),
      Release: z.literal('5'),
      Report_Name: z.string(),
      Institution_Name: z.string(),
      Report_Filters: z.array(z.object({ Name: z.string(), Value: z.string() })),
    }),
    Report_Items: z.array(
      z.object({
        Title: z.optional(z.string()),
        Database: z.optional(z.string()),
        Publisher: z.string(),
        Platform: z.string(),
        Item_ID: z.array(z.object({ Type: z.string(), Value: z.string() })),
        Performance: z.array(counterPerformance),
      }),
    ),
  }),
);
export type CounterReport = z.infer<typeof counterReport>;
