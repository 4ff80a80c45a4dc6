import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { TOTAL_COUNT_HEADER } from '../../../../api/admin';
import {
  IMPORT_PATHS,
  importFilePath,
  importHistory,
  importJob,
  importJobDetail,
  importJobPath,
  importStartPath,
  type ImportJob,
} from '../../../../api/imports';
import { http, requestRaw } from '../../../lib/http';
import { adminKeys } from './management';

/* The operator's imports: the history, one job's report (polled while it runs), and an upload. */

export const importKeys = {
  history: (page: number) => [...adminKeys.all, 'imports', page] as const,
  job: (id: string) => [...adminKeys.all, 'import', id] as const,
};

const running = (job: ImportJob | undefined) => job?.state === 'queued' || job?.state === 'running' || job?.state === 'receiving';
const POLL_MS = 2000;

export const useImportHistory = (page: number, size: number) =>
  useQuery({
    queryKey: importKeys.history(page),
    queryFn: async ({ signal }) => {
      const res = await requestRaw('GET', IMPORT_PATHS.jobs, { query: { page, size }, signal, spinner: false });
      return { ...importHistory.parse(await res.json()), total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0) };
    },
    placeholderData: (p) => p,
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => running(j)) ? POLL_MS : false),
  });

export const useImportJob = (id: string | null) =>
  useQuery({
    queryKey: importKeys.job(id ?? ''),
    queryFn: ({ signal }) => http.get(importJobPath(id!), importJobDetail, { signal, spinner: false }),
    enabled: !!id,
    refetchInterval: (q) => (running(q.state.data?.job) ? POLL_MS : false),
  });

export interface UploadProgress {
  file: number;
  files: number;
  name: string;
}

/** Makes a job, sends its files one by one, and starts it; the job once queued. */
export function useStartImport(onProgress: (p: UploadProgress) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, publisher, label }: { files: File[]; publisher: string | null; label: string }) => {
      const job = await http.post(IMPORT_PATHS.jobs, importJob, {
        body: { publisher, ...(label.trim() ? { label: label.trim() } : {}) },
        headers: { 'X-Bearing-Client': 'console' },
      });
      for (const [i, f] of files.entries()) {
        onProgress({ file: i + 1, files: files.length, name: f.name });
        await http.put(importFilePath(job.id), z.unknown(), { query: { name: f.name }, rawBody: f, spinner: false });
      }
      return http.post(importStartPath(job.id), importJob, {});
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [...adminKeys.all, 'imports'] }),
  });
}
