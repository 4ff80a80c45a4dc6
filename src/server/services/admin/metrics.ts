import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { countRows, pingDatabase, postgresDatabaseSize } from '../../repositories/database-probe';
import type { MetricsReply } from '../../../api/admin';
import type { ServiceRuntime } from '../context';

/* Metrics (002 §2 Administration): HTTP timings per route, the process, the database. */

// One sampler per process, started on first use: resolution 20 ms is plenty for an operator's view.
let loopDelay: ReturnType<typeof monitorEventLoopDelay> | null = null;
function eventLoopDelay() {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
  return {
    mean: ms(loopDelay.mean),
    p50: ms(loopDelay.percentile(50)),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
  };
}

/** The tables an operator watches grow. */
const WATCHED_TABLES = [
  'documents',
  'users',
  'accounts',
  'usage_events',
  'audit_events',
  'mail_outbox',
  'accessed_documents',
  'favorite_documents',
] as const;

async function databaseMetrics(app: ServiceRuntime): Promise<MetricsReply['database']> {
  const t0 = performance.now();
  await pingDatabase(app.db);
  const pingMs = Math.round((performance.now() - t0) * 100) / 100;
  const tables = await Promise.all(
    WATCHED_TABLES.map(async (name) => {
      return { name, rows: await countRows(app.db, name) };
    }),
  );
  let sizeBytes: number | null = null;
  if (app.dialect === 'postgres') {
    sizeBytes = await postgresDatabaseSize(app.db);
  } else {
    const file = app.config.databaseUrl.replace(/^sqlite:/, '');
    // The write-ahead log holds recent writes until a checkpoint; both are the database's size.
    sizeBytes = [file, `${file}-wal`].reduce((n, f) => n + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
  }
  return { dialect: app.dialect, pingMs, sizeBytes, tables };
}

export async function metrics(app: ServiceRuntime): Promise<MetricsReply> {
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles;
  return {
    timestamp: new Date().toISOString(),
    process: {
      uptimeSeconds: Math.round(process.uptime()),
      nodeVersion: process.version,
      pid: process.pid,
      rssBytes: mem.rss,
      heapUsedBytes: mem.heapUsed,
      heapTotalBytes: mem.heapTotal,
      externalBytes: mem.external,
      cpuUserMs: Math.round(cpu.user / 1000),
      cpuSystemMs: Math.round(cpu.system / 1000),
      eventLoopDelayMs: eventLoopDelay(),
      activeHandles: handles ? handles.call(process).length : null,
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    http: { since: app.httpMetrics.since.toISOString(), count: app.httpMetrics.total, routes: app.httpMetrics.snapshot() },
    database: await databaseMetrics(app),
  };
}
