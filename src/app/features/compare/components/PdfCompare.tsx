import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_TOO_LARGE, type CompareEdition } from '../../../../api/compare';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { downloadRedline, pdfComparisonQueryOptions } from '../api/compare-calls';
import { showRedlineDownload, type ComparePair } from '../compare-rules';

export interface PdfCompareProps {
  pair: ComparePair;
  /** The document screen's PDF viewer for one edition; without it each edition is a link. */
  renderPdf?: (contentCode: string) => ReactNode;
  /** Closing the too-large dialog leaves the compare (001 §8). */
  onLeave: () => void;
}

function Edition({ e, label, renderPdf }: { e: CompareEdition; label: string; renderPdf?: PdfCompareProps['renderPdf'] }) {
  return (
    <section className="min-w-0 flex-1 rounded-lg border border-ink-100 p-3" aria-label={`${label} ${e.designationNo}`}>
      <h3 className="mb-2 text-sm font-semibold text-ink-700">
        {label}: <span className="text-ink-900">{e.designationNo}</span>
      </h3>
      {renderPdf ? (
        renderPdf(e.contentCode)
      ) : (
        <a className="text-brand-800 underline" href={`/document/?contentCode=${encodeURIComponent(e.contentCode)}`}>
          {e.contentCode}
        </a>
      )}
    </section>
  );
}

/** The PDF compare (001 §4 Compare 3): requested once; 'too large' is a failure dialog; redline for adjacent editions. */
export function PdfCompare({ pair, renderPdf, onLeave }: PdfCompareProps) {
  const { t } = useTranslation();
  const q = useQuery(pdfComparisonQueryOptions(pair));
  if (q.isPending)
    return (
      <p className="flex items-center gap-3 py-8 text-ink-700" role="status">
        <Spinner className="size-6" />
        {t('compare.loadingPdf')}
      </p>
    );
  const tooLarge = q.data?.message === COMPARE_TOO_LARGE;
  if (q.isError || tooLarge) {
    return (
      <Sheet
        open
        onClose={onLeave}
        title={t('compare.tooLargeTitle')}
        footer={<Button onClick={onLeave}>{t('compare.ok')}</Button>}
      >
        <p>{t(tooLarge ? 'compare.tooLargeMessage' : 'compare.pdfFailed')}</p>
      </Sheet>
    );
  }
  const r = q.data!;
  return (
    <div>
      {showRedlineDownload(r) && (
        <div className="mb-3 flex justify-end">
          <Button
            variant="secondary"
            onClick={() =>
              downloadRedline(r.redlineId!, `redline-${r.oldEdition.designationNo}-to-${r.newEdition.designationNo}.pdf`)
            }
          >
            {t('compare.downloadRedline')}
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-3 md:flex-row">
        <Edition e={r.oldEdition} label={t('compare.oldVersion')} renderPdf={renderPdf} />
        <Edition e={r.newEdition} label={t('compare.newVersion')} renderPdf={renderPdf} />
      </div>
    </div>
  );
}
