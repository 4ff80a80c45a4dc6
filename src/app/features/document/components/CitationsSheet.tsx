import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RIS_FILE_NAME } from '../../../../api/citations';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { handleError } from '../../../lib/query-client';
import { notify } from '../../../lib/notifications';
import { getRisCitation, useCitationTypes, useTextCitation, type CitationTarget } from '../api/citations';
import { saveBlobAs } from '../../../lib/save-blob';

/** Citations dialog (001 §2 more menu, §7): style picker, the text citation, copy, RIS download. */
export function CitationsSheet({ open, onClose, target }: { open: boolean; onClose: () => void; target: CitationTarget }) {
  const { t } = useTranslation();
  const types = useCitationTypes(open);
  const [style, setStyle] = useState<string | null>(null);
  useEffect(() => {
    if (style === null && types.data?.length) setStyle(types.data[0].value);
  }, [style, types.data]);
  const citation = useTextCitation(target, open ? style : null);

  async function copy() {
    if (!citation.data) return;
    try {
      await navigator.clipboard.writeText(citation.data.citation);
      notify({ type: 'SUCCESS', message: t('citations.copied') });
    } catch {
      notify({ type: 'ERROR', message: t('citations.copyFailed') });
    }
  }

  async function downloadRis() {
    if (!style) return;
    try {
      saveBlobAs(await getRisCitation(target, style), RIS_FILE_NAME);
    } catch (e) {
      handleError(e, undefined);
    }
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('citations.title')}
      footer={
        <>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => void downloadRis()} disabled={!style}>
            {t('citations.downloadRis')}
          </Button>
          <Button className="w-full sm:w-auto" onClick={() => void copy()} disabled={!citation.data}>
            {t('citations.copy')}
          </Button>
        </>
      }
    >
      {types.isPending ? (
        <Spinner label={t('citations.loading')} className="size-6" />
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-700">{t('citations.style')}</legend>
          <div className="flex flex-wrap gap-2">
            {(types.data ?? []).map((ct) => (
              <label
                key={ct.value}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-inset ${style === ct.value ? 'bg-brand-50 ring-brand-600' : 'ring-ink-300'}`}
              >
                <input
                  type="radio"
                  name="citation-style"
                  value={ct.value}
                  checked={style === ct.value}
                  onChange={() => setStyle(ct.value)}
                  className="size-4 accent-brand-700"
                />
                <span>{ct.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-4 min-h-16 rounded-lg bg-ink-50 p-3 text-base break-words text-ink-900" aria-live="polite">
        {citation.isFetching ? <Spinner label={t('citations.loading')} className="size-5" /> : citation.data?.citation}
      </div>
    </Sheet>
  );
}
