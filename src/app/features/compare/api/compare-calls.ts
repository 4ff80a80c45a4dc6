import { queryOptions } from '@tanstack/react-query';
import {
  FILE_EXISTS_HEADER,
  HTML_COMPARISON_PATH,
  HTML_RESULT_CHECK_PATH,
  HTML_RESULT_PATH,
  PDF_COMPARISON_PATH,
  htmlComparisonReply,
  htmlResultReply,
  pdfComparisonReply,
  redlinePath,
} from '../../../../api/compare';
import { http, requestRaw } from '../../../lib/http';
import type { ComparePair } from '../compare-rules';
import type { CheckOutcome } from '../html-poll';

export const compareKeys = {
  pdf: (p: ComparePair) => ['compare', 'pdf', p.oldId, p.newId] as const,
  htmlResult: (p: ComparePair) => ['compare', 'html-result', p.oldId, p.newId] as const,
};

const htmlQuery = (p: ComparePair) => ({ oldHtmlId: p.oldId, newHtmlId: p.newId });

/** POST api/v1/documents/html/comparison: starts the job; the reply may already say the file exists. */
export async function requestHtmlComparison(p: ComparePair): Promise<CheckOutcome> {
  const r = await http.post(HTML_COMPARISON_PATH, htmlComparisonReply, { query: htmlQuery(p), spinner: false });
  return { exists: r.fileExists, failed: r.state === 'failed', message: r.message };
}

/** GET api/v1/html/resultCheck: the fileexists header decides (001 §4); the body adds a failure message. */
export async function checkHtmlComparison(p: ComparePair, signal?: AbortSignal): Promise<CheckOutcome> {
  const res = await requestRaw('GET', HTML_RESULT_CHECK_PATH, { query: htmlQuery(p), signal, spinner: false });
  const body = htmlComparisonReply.safeParse(await res.json().catch(() => null));
  return {
    exists: res.headers.get(FILE_EXISTS_HEADER) === 'Y',
    failed: body.success && body.data.state === 'failed',
    message: body.success ? body.data.message : null,
  };
}

/** GET api/v1/html/result: the comparison fragment. */
export const getHtmlComparison = (p: ComparePair, signal?: AbortSignal) =>
  http.get(HTML_RESULT_PATH, htmlResultReply, { query: htmlQuery(p), signal, spinner: false });

/** GET api/documents/pdf/comparison: requested once (001 §4 Compare 3). */
export const pdfComparisonQueryOptions = (p: ComparePair) =>
  queryOptions({
    queryKey: compareKeys.pdf(p),
    queryFn: ({ signal }) =>
      http.get(PDF_COMPARISON_PATH, pdfComparisonReply, { query: { leftContentId: p.oldId, rightContentId: p.newId }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** GET api/documents/download/redline/{id}: saved as a .pdf; the object URL is revoked after 1 s. */
export async function downloadRedline(id: string, fileName: string): Promise<void> {
  const res = await requestRaw('GET', redlinePath(id));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
