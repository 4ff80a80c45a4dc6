import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import i18next from 'i18next';
import { ErrorCode } from '../../api/errors';
import { ApiError } from './api-error';
import { notify } from './notifications';

/** Per-call options of the central error handler. */
export interface AppMeta extends Record<string, unknown> {
  /** 000 §8.1: an explicit message (i18n key or text) that wins over the catalogue. */
  errorMessage?: string;
  /** The screen shows this failure itself (e.g. the unknown-tenant page); no notification. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
    defaultError: ApiError;
  }
}

let onAccountIdNotExist: () => void = () => {};

/** 000 §8: a 500 with detail 'account id not exist' triggers a callback (the session reloads). */
export function setAccountIdNotExistHandler(fn: () => void): void {
  onAccountIdNotExist = fn;
}

let onLicenceRequired: (refusal: ApiError) => void = () => {};

/** A content call refused because the account's licence agreement is not accepted: the app shows the agreement again. */
export function setLicenceRequiredHandler(fn: (refusal: ApiError) => void): void {
  onLicenceRequired = fn;
}

/** True for the server's refusal of content until the licence agreement is accepted. */
export const isLicenceRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.reply?.message === ErrorCode.licenceNotAccepted;

/** The one place rejected calls become notifications (src/README.md §3.4). */
export function handleError(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.silent) return;
  // The notification below says why; the agreement itself is the way forward.
  if (isLicenceRefusal(error)) onLicenceRequired(error);
  // The catalogue loads the first time something fails: most sessions never need it (
  // budget). Its chunk is precached, so offline failures are described too.
  void import('./error-catalogue').then(
    ({ describeError }) => {
      const outcome = describeError(error, meta?.errorMessage);
      if (outcome.kind === 'silent') return;
      if (outcome.kind === 'accountIdNotExist') {
        onAccountIdNotExist();
        return;
      }
      for (const line of outcome.lines)
        notify({ type: 'ERROR', message: i18next.t(line.key, { ...line.params, defaultValue: line.key }) });
    },
    () => notify({ type: 'ERROR', message: i18next.t('errors.unknown') }),
  );
}

/** 000 §8 leaves retries unsaid: retry only calls that got no answer, once; a server answer is final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && !error.cancelled && failureCount < 1;
}

/** The app's query client; gcTime is long so persisted queries survive (src/README.md §5). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handleError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // At least the persister's maxAge (lib/query-persist): a query dropped from memory is dropped from IndexedDB too.
        gcTime: 7 * 24 * 60 * 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack Query v5 assumes it starts online; an app opened offline must pause its queries
// (and render persisted data) rather than fail them (src/README.md §3.6).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
