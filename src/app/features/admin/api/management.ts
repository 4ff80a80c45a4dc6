import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  MANAGEMENT_PATHS,
  TOTAL_COUNT_HEADER,
  auditsReply,
  configPropsReply,
  envReply,
  healthReply,
  loggerPath,
  loggersReply,
  mailOutboxReply,
  metricsReply,
  threadDumpReply,
  type LogLevel,
} from '../../../../api/admin';
import { http, requestRaw } from '../../../lib/http';

/** The audit list's query as the screen holds it. */
export interface AuditFilter {
  page: number;
  size: number;
  sort: string;
  fromDate: string;
  toDate: string;
}

/* The management calls of 002 §7, one query each; keys under 'admin' (never persisted offline). */

export const adminKeys = {
  all: ['admin'] as const,
  view: (name: string) => ['admin', name] as const,
  audits: (q: AuditFilter) => ['admin', 'audits', q] as const,
  outbox: (page: number, size: number) => ['admin', 'outbox', page, size] as const,
};

const simple = <T>(name: string, path: string, schema: z.ZodMiniType<T>) =>
  queryOptions({ queryKey: adminKeys.view(name), queryFn: ({ signal }) => http.get(path, schema, { signal, spinner: false }) });

export const useHealth = () => useQuery(simple('health', MANAGEMENT_PATHS.health, healthReply));
export const useMetrics = () => useQuery(simple('metrics', MANAGEMENT_PATHS.metrics, metricsReply));
export const useThreadDump = () => useQuery(simple('threaddump', MANAGEMENT_PATHS.threadDump, threadDumpReply));
export const useLoggers = () => useQuery(simple('loggers', MANAGEMENT_PATHS.loggers, loggersReply));
export const useConfigProps = () => useQuery(simple('configprops', MANAGEMENT_PATHS.configProps, configPropsReply));
export const useEnv = () => useQuery(simple('env', MANAGEMENT_PATHS.env, envReply));

/** A paged list whose total comes in the x-total-count header. */
async function pagedList<T>(
  path: string,
  schema: z.ZodMiniType<T[]>,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) {
  const res = await requestRaw('GET', path, { query, signal, spinner: false });
  return { items: schema.parse(await res.json()), total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0) };
}

/** GET management/audits: page, size, sort, fromDate, toDate; total in x-total-count (002 §7). */
export const useAudits = (q: AuditFilter) =>
  useQuery({
    queryKey: adminKeys.audits(q),
    queryFn: ({ signal }) => pagedList(MANAGEMENT_PATHS.audits, auditsReply, { ...q }, signal),
    placeholderData: (p) => p,
  });

export const useMailOutbox = (page: number, size: number) =>
  useQuery({
    queryKey: adminKeys.outbox(page, size),
    queryFn: ({ signal }) => pagedList(MANAGEMENT_PATHS.mailOutbox, mailOutboxReply, { page, size }, signal),
    placeholderData: (p) => p,
  });

/** POST management/loggers/{name} { configuredLevel }; the list and the audits reload. */
export function useSetLoggerLevel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ name, level }: { name: string; level: LogLevel | null }) =>
      http.post(loggerPath(name), z.unknown(), { body: { configuredLevel: level } }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: adminKeys.view('loggers') });
      await qc.invalidateQueries({ queryKey: ['admin', 'audits'] });
    },
  });
}
