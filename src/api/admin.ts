import * as z from 'zod/mini';
import { pageQueryFields } from './paging';

/*
 * Administration (002 §2 "Administration", §7 management calls). Shapes follow the management
 * endpoints the spec names (health, jhimetrics, threaddump, loggers, configprops, env, audits);
 * where the spec gives no reply shape, Bearing's own is defined here. Plus the local mail outbox.
 *
 * Two roles: the platform operator (OPERATOR_AUTHORITY, no customer account) has every
 * call, over every tenant; a customer account's administrator (COMPASS_USER_ADMIN) has the
 * audits and the mail outbox, of its selected account only.
 */

/**
 * An object of any string keys whose values all match `value`: z.record's meaning, built from
 * z.object's catch-all. zod keeps every schema kind any screen uses in the start-up chunk, and
 * only these admin replies used the record kind (bytes on every start).
 */
const anyKeys = <T extends z.core.SomeType>(value: T) => z.catchall(z.object({}), value);

export const MANAGEMENT_PATHS = {
  health: '/management/health',
  metrics: '/management/jhimetrics',
  threadDump: '/management/threaddump',
  loggers: '/management/loggers',
  /** POST { configuredLevel } sets one logger's level; null resets it to inherit. */
  logger: '/management/loggers/:name',
  configProps: '/management/configprops',
  env: '/management/env',
  /** GET page, size, sort, fromDate, toDate; the total is in the x-total-count header. */
  audits: '/management/audits',
  /** GET page, size: the mail the server queued locally (no SMTP_URL) or sent. */
  mailOutbox: '/management/mail-outbox',
} as const;
export const loggerPath = (name: string) => `/management/loggers/${encodeURIComponent(name)}`;

/** The count header of paged lists (002 §3 "Audit entry"). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** Shown instead of a secret's value (configuration, environment, diagnostic report). */
export const MASK = '******';

export const healthStatus = z.enum(['UP', 'DOWN', 'UNKNOWN']);
const component = z.object({ status: healthStatus, details: anyKeys(z.unknown()) });
export const healthReply = z.object({
  status: healthStatus,
  components: z.object({ db: component, diskSpace: component, mail: component }),
});
export type HealthReply = z.infer<typeof healthReply>;

/** One route's request timings: a histogram with bucket upper bounds in ms (null = +Inf). */
export const routeMetric = z.lazy(() =>
  z.object({
    method: z.string(),
    route: z.string(),
    count: z.number().check(z.int()),
    errors: z.number().check(z.int()),
    meanMs: z.number(),
    maxMs: z.number(),
    p50Ms: z.number(),
    p95Ms: z.number(),
    p99Ms: z.number(),
    statusCodes: anyKeys(z.number().check(z.int())),
    buckets: z.array(z.object({ le: z.nullable(z.number()), count: z.number().check(z.int()) })),
  }),
);
export type RouteMetric = z.infer<typeof routeMetric>;

export const metricsReply = z.lazy(() =>
  z.object({
    timestamp: z.string(),
    process: z.object({
      uptimeSeconds: z.number(),
      nodeVersion: z.string(),
      pid: z.number().check(z.int()),
      rssBytes: z.number(),
      heapUsedBytes: z.number(),
      heapTotalBytes: z.number(),
      externalBytes: z.number(),
      cpuUserMs: z.number(),
      cpuSystemMs: z.number(),
      eventLoopDelayMs: z.object({ mean: z.number(), p50: z.number(), p99: z.number(), max: z.number() }),
      activeHandles: z.nullable(z.number().check(z.int())),
      loadAverage: z.array(z.number()),
    }),
    http: z.object({ since: z.string(), count: z.number().check(z.int()), routes: z.array(routeMetric) }),
    database: z.object({
      dialect: z.string(),
      pingMs: z.number(),
      sizeBytes: z.nullable(z.number()),
      tables: z.array(z.object({ name: z.string(), rows: z.number().check(z.int()) })),
    }),
  }),
);
export type MetricsReply = z.infer<typeof metricsReply>;

/** Node's diagnostic report (process.report.getReport()), environment values masked. */
export const threadDumpReply = anyKeys(z.unknown());

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL', 'OFF'] as const;
export const logLevel = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevel>;
/** The logger every other one inherits from. */
export const ROOT_LOGGER = 'ROOT';

export const loggersReply = z.lazy(() =>
  z.object({
    levels: z.array(logLevel),
    loggers: anyKeys(z.object({ configuredLevel: z.nullable(logLevel), effectiveLevel: logLevel })),
  }),
);
export type LoggersReply = z.infer<typeof loggersReply>;
export const loggerParams = z.lazy(() => z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)) }));
export const loggerLevelBody = z.object({ configuredLevel: z.nullable(logLevel) });
export type LoggerLevelBody = z.infer<typeof loggerLevelBody>;

export const configPropsReply = z.lazy(() =>
  z.object({
    prefix: z.string(),
    properties: anyKeys(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  }),
);
export type ConfigPropsReply = z.infer<typeof configPropsReply>;

export const envReply = z.lazy(() =>
  z.object({
    activeProfiles: z.array(z.string()),
    propertySources: z.array(z.object({ name: z.string(), properties: anyKeys(z.object({ value: z.string() })) })),
  }),
);
export type EnvReply = z.infer<typeof envReply>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const AUDIT_SORT_FIELDS = ['auditEventDate', 'principal', 'auditEventType'] as const;
export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Audits default to the last 30 days, newest first. */
export const AUDIT_DEFAULT_DAYS = 30;
/** Both operator lists (audits, mail outbox) show this many rows unless asked for another size. */
const ADMIN_PAGE_SIZE = 20;
export const auditsQuery = z.lazy(() =>
  z.object({
    ...pageQueryFields(ADMIN_PAGE_SIZE),
    sort: z._default(
      z.string().check(z.regex(new RegExp(`^(${AUDIT_SORT_FIELDS.join('|')}),(asc|desc)$`))),
      'auditEventDate,desc',
    ),
    fromDate: z.optional(isoDate),
    toDate: z.optional(isoDate),
  }),
);
export type AuditsQuery = z.input<typeof auditsQuery>;
/** A row of an operator's list, and where it happened: the lists span every tenant and account. */
const operatorRow = {
  id: z.number().check(z.int()),
  tenantId: z.nullable(z.string()),
  accountId: z.nullable(z.number().check(z.int())),
};
export const auditEvent = z.lazy(() =>
  z.object({
    ...operatorRow,
    timestamp: z.string(),
    principal: z.string(),
    type: z.string(),
    data: anyKeys(z.unknown()),
  }),
);
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditsReply = z.array(auditEvent);

export const mailOutboxQuery = z.object(pageQueryFields(ADMIN_PAGE_SIZE));
export const outboxMail = z.lazy(() =>
  z.object({
    ...operatorRow,
    createdDate: z.string(),
    to: z.string(),
    cc: z.nullable(z.string()),
    subject: z.string(),
    body: z.string(),
    state: z.string(),
    error: z.nullable(z.string()),
  }),
);
export type OutboxMail = z.infer<typeof outboxMail>;
export const mailOutboxReply = z.array(outboxMail);

/** Audit event types administration itself writes. */
export const ADMIN_AUDIT_TYPES = { loggerLevel: 'LOGGER_LEVEL_CHANGED', usageExport: 'USAGE_REPORT_EXPORTED' } as const;
