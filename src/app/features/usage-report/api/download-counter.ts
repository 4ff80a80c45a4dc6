import { USAGE_COUNTER_PATH } from '../../../../api/usage';
import { requestRaw } from '../../../lib/http';

export interface CounterParams {
  report: 'TR' | 'DR';
  format: 'json' | 'tsv';
  accountId: number | null;
  startDate: string;
  endDate: string;
}

/** GET the COUNTER-style export of the selected account and saves it as a file. */
export async function downloadCounter(p: CounterParams): Promise<void> {
  const res = await requestRaw('GET', USAGE_COUNTER_PATH, {
    query: {
      report: p.report,
      format: p.format,
      AccountID: p.accountId ?? undefined,
      StartDate: p.startDate,
      EndDate: p.endDate,
    },
  });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${p.report}_${p.startDate}_${p.endDate}.${p.format}`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // 000 §9: a download's object URL is revoked after 1 second.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
