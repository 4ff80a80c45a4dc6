import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DocumentVersion } from '../../../../api/documents';
import { Button } from '../../../components/ui/Button';
import { closeCompare, compareState } from '../state';
import { HtmlCompare } from './HtmlCompare';
import { PdfCompare } from './PdfCompare';

export interface CompareViewProps {
  contentCode: string;
  versions: DocumentVersion[];
  /** Opens the version dialog again (the edit link). */
  onEdit: () => void;
  renderPdf?: (contentCode: string) => ReactNode;
}

/** Whether a comparison replaces this document's content (the document screen renders CompareView then). */
export function useCompareActive(contentCode: string): boolean {
  const snap = useSnapshot(compareState);
  return snap.active?.contentCode === contentCode;
}

/** The compare view (001 §2): HTML and PDF tabs, the "old compared to new" line, edit and close. */
export function CompareView({ contentCode, versions, onEdit, renderPdf }: CompareViewProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(compareState);
  const active = snap.active?.contentCode === contentCode ? snap.active : null;
  const [tab, setTab] = useState<'html' | 'pdf'>('html');
  if (!active) return null;
  const current = tab === 'html' && active.html ? 'html' : active.pdf ? 'pdf' : 'html';
  const pair = current === 'html' ? active.html : active.pdf;
  const name = (id: number | undefined) => versions.find((v) => v.id === id)?.designationNo ?? '';

  return (
    <section aria-label={t('compare.viewLabel')} className="px-4 py-3">
      <div className="mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm">
        <p className="min-w-0 flex-1">{t('compare.currentlyCompared', { old: name(pair?.oldId), new: name(pair?.newId) })}</p>
        <Button variant="ghost" onClick={onEdit}>
          {t('compare.edit')}
        </Button>
        <Button variant="secondary" onClick={closeCompare}>
          {t('compare.close')}
        </Button>
      </div>
      <div role="tablist" className="mb-3 flex gap-1 border-b border-ink-100">
        {(['html', 'pdf'] as const)
          .filter((k) => active[k])
          .map((k) => (
            <button
              key={k}
              role="tab"
              type="button"
              aria-selected={current === k}
              onClick={() => setTab(k)}
              className={`min-h-11 px-4 font-semibold ${current === k ? 'border-b-2 border-brand-700 text-brand-800' : 'text-ink-700'}`}
            >
              {t(k === 'html' ? 'compare.html' : 'compare.pdf')}
            </button>
          ))}
      </div>
      <div role="tabpanel">
        {current === 'html' && active.html && <HtmlCompare pair={active.html} />}
        {current === 'pdf' && active.pdf && <PdfCompare pair={active.pdf} renderPdf={renderPdf} onLeave={closeCompare} />}
      </div>
    </section>
  );
}
