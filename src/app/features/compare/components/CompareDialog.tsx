import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderRow } from '../../../components/ui/HeaderRow';
import { useSnapshot } from 'valtio';
import type { DocumentVersion } from '../../../../api/documents';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import {
  canCompare,
  defaultSelection,
  isDisabled,
  toggle,
  toRequest,
  type CompareColumn,
  type CompareRequest,
  type CompareSelection,
} from '../compare-rules';
import { compareState } from '../state';

/** Props of the version dialog; HTML and PDF lists default to every version. */
export interface CompareDialogProps {
  open: boolean;
  onClose: () => void;
  contentCode: string;
  /** The family's editions, oldest first (metadata `versions`). */
  versions: DocumentVersion[];
  htmlVersions?: DocumentVersion[];
  pdfVersions?: DocumentVersion[];
  /** Called with the pairs after Compare; the comparison is also put in `compareState.active`. */
  onCompare?: (req: CompareRequest) => void;
}

/** The version dialog (001 §4 Compare 1, §5): tick 2 HTML or 2 PDF versions, then Compare. */
export function CompareDialog({
  open,
  onClose,
  contentCode,
  versions,
  htmlVersions = versions,
  pdfVersions = versions,
  onCompare,
}: CompareDialogProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(compareState);
  const lists = { versions, htmlVersions, pdfVersions };
  const [sel, setSel] = useState<CompareSelection>(() => defaultSelection(lists, null));
  // Defaults are worked out each time the dialog opens (the previous pair may have changed).
  useEffect(() => {
    if (open) setSel(defaultSelection(lists, (snap.previous[contentCode] as CompareSelection | undefined) ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, contentCode, versions]);

  const submit = () => {
    const req = toRequest(lists, sel);
    compareState.previous[contentCode] = { html: [...sel.html], pdf: [...sel.pdf] };
    compareState.active = { ...req, contentCode };
    onCompare?.(req);
    onClose();
  };

  const newestFirst = [...versions].sort((a, b) => b.index - a.index);
  const box = (col: CompareColumn, v: DocumentVersion, offered: DocumentVersion[]) => {
    if (!offered.some((x) => x.id === v.id)) return <span className="inline-block size-11" aria-hidden="true" />;
    const disabled = isDisabled(sel, col, v.id);
    return (
      <label className={`flex size-11 items-center justify-center ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={sel[col].includes(v.id)}
          disabled={disabled}
          onChange={() => setSel((s) => toggle(s, col, v.id))}
          aria-label={t(col === 'html' ? 'compare.htmlOf' : 'compare.pdfOf', { version: v.designationNo })}
        />
      </label>
    );
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('compare.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('compare.cancel')}
          </Button>
          <Button onClick={submit} disabled={!canCompare(sel)}>
            {t('compare.compare')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-ink-700">{t('compare.instructions')}</p>
      <table className="w-full border-collapse text-left">
        <thead>
          <HeaderRow
            className="border-b border-ink-100 text-sm text-ink-700"
            columns={[
              [t('compare.version'), 'py-2 font-semibold'],
              [t('compare.html'), 'w-14 text-center font-semibold'],
              [t('compare.pdf'), 'w-14 text-center font-semibold'],
            ]}
          />
        </thead>
        <tbody>
          {newestFirst.map((v) => (
            <tr key={v.id} className="border-b border-ink-100 last:border-0">
              <th scope="row" className="py-1 pe-2 font-normal">
                <span className="block font-medium text-ink-900">{v.designationNo}</span>
                <span className="block text-sm text-ink-600">{t(`compare.status.${v.status}`, { defaultValue: v.status })}</span>
              </th>
              <td className="text-center">{box('html', v, htmlVersions)}</td>
              <td className="text-center">{box('pdf', v, pdfVersions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Sheet>
  );
}
