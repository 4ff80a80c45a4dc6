import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARC_FORMATS, MARC_JOURNALS, MARC_TITLES, type MarcFormat, type MarcTitle } from '../../../../api/user-resources';
import { Button } from '../../../components/ui/Button';

const SELECT =
  'min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

const titleLabel = (t: (k: string) => string, title: MarcTitle) => {
  const journal = MARC_JOURNALS.find((j) => j.code === title);
  return journal ? `${journal.code} - ${journal.title}` : t(`resources.marc.${title}`);
};

/** MARC records for the journals, manuals and STP, in mrc, mrk, txt or xml (002 §2). */
export function MarcDownloads({
  onDownload,
  busy,
}: {
  onDownload: (title: MarcTitle, format: MarcFormat) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<MarcTitle>(MARC_TITLES[0]);
  const [format, setFormat] = useState<MarcFormat>('mrc');
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <label className="text-sm font-semibold text-ink-800">
        {t('resources.marc.collection')}
        <select className={SELECT} value={title} onChange={(e) => setTitle(e.target.value as MarcTitle)}>
          <optgroup label={t('resources.marc.journals')}>
            {MARC_JOURNALS.map((j) => (
              <option key={j.code} value={j.code}>
                {titleLabel(t, j.code)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('resources.marc.books')}>
            <option value="MANUALS">{titleLabel(t, 'MANUALS')}</option>
            <option value="STP">{titleLabel(t, 'STP')}</option>
          </optgroup>
        </select>
      </label>
      <label className="text-sm font-semibold text-ink-800">
        {t('resources.marc.format')}
        <select className={SELECT} value={format} onChange={(e) => setFormat(e.target.value as MarcFormat)}>
          {MARC_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`resources.marc.formats.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <Button disabled={busy} onClick={() => onDownload(title, format)}>
        {t('resources.marc.download')}
      </Button>
    </div>
  );
}
