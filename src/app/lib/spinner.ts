import { proxy } from 'valtio';

/**
 * Requests in flight, keyed by request URL (000 §4: "a spinner list is tracked per request URL").
 * A count per URL so two parallel calls to the same URL do not hide the mask early.
 */
export const spinner = proxy<{ pending: Record<string, number> }>({ pending: {} });

export function startSpinner(url: string): void {
  spinner.pending[url] = (spinner.pending[url] ?? 0) + 1;
}

export function stopSpinner(url: string): void {
  const n = (spinner.pending[url] ?? 0) - 1;
  if (n > 0) spinner.pending[url] = n;
  else delete spinner.pending[url];
}
