import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_TOO_LARGE, type HtmlResultReply } from '../../../../api/compare';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { checkHtmlComparison, getHtmlComparison, requestHtmlComparison } from '../api/compare-calls';
import type { ComparePair } from '../compare-rules';
import { pollHtmlResult, type PollResult } from '../html-poll';
import { printCompare } from '../print';

type Phase = { kind: 'waiting' } | { kind: 'ready'; result: HtmlResultReply } | { kind: 'failed'; message: string | null };

/** Requests the HTML comparison, polls it (001 §4 Compare 2) and shows the result with a print button. */
export function HtmlCompare({ pair }: { pair: ComparePair }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });

  useEffect(() => {
    const ctl = new AbortController();
    setPhase({ kind: 'waiting' });
    (async () => {
      const first = await requestHtmlComparison(pair);
      const outcome: PollResult = first.exists
        ? { kind: 'ready' }
        : first.failed
          ? { kind: 'failed', message: first.message }
          : await pollHtmlResult(() => checkHtmlComparison(pair, ctl.signal), ctl.signal);
      if (ctl.signal.aborted || outcome.kind === 'cancelled') return;
      if (outcome.kind === 'ready') setPhase({ kind: 'ready', result: await getHtmlComparison(pair, ctl.signal) });
      else setPhase({ kind: 'failed', message: outcome.kind === 'failed' ? outcome.message : null });
    })().catch(() => {
      if (!ctl.signal.aborted) setPhase({ kind: 'failed', message: null });
    });
    return () => ctl.abort();
    // The pair object is rebuilt on every render; its two ids are what names a comparison.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pair.oldId, pair.newId]);

  if (phase.kind === 'waiting') {
    return (
      <p className="flex items-center gap-3 py-8 text-ink-700" role="status">
        <Spinner className="size-6" />
        {t('compare.generatingHtml')}
      </p>
    );
  }
  if (phase.kind === 'failed') {
    const tooLarge = phase.message === COMPARE_TOO_LARGE;
    return (
      <p className="py-8 text-signal-700" role="alert">
        {t(tooLarge ? 'compare.tooLargeMessage' : 'compare.htmlFailed')}
      </p>
    );
  }
  const { result } = phase;
  const title = t('compare.comparing', { old: result.oldEdition.designationNo, new: result.newEdition.designationNo });
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-700">
          <del className="text-[#b71717]">{t('compare.legendDeleted')}</del> ·{' '}
          <ins className="text-[#0b54b8]">{t('compare.legendInserted')}</ins>
        </p>
        <Button variant="secondary" onClick={() => printCompare(result.html, title)}>
          {t('compare.print')}
        </Button>
      </div>
      {/* The server escapes the document text; the fragment holds only h2, p, del and ins. */}
      <div
        className="cmp-result prose max-w-none overflow-x-auto break-words [&_del]:text-[#b71717] [&_del]:line-through [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_ins]:text-[#0b54b8] [&_ins]:underline [&_p]:my-2"
        dangerouslySetInnerHTML={{ __html: result.html }}
      />
    </div>
  );
}
