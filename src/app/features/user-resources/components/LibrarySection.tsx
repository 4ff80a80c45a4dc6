import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarcFormat, MarcTitle } from '../../../../api/user-resources';
import { COUNTER_TOPICS, DISCOVERY_VENDORS, DOI_STRUCTURES, REPRINT_POINTS, type LibrarySubsection } from '../resources-model';
import { MarcDownloads } from './MarcDownloads';

/** One collapsible subsection (native details: keyboard and screen readers for free). */
function Sub({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <details id={id} tabIndex={-1} className="group rounded-lg ring-1 ring-ink-100 open:bg-ink-50/40">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-semibold text-brand-900">
        {title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-2 px-3 pb-3 text-ink-800">{children}</div>
    </details>
  );
}

/** Section 1, library technology and services, with its collapsible subsections (002 §2). */
export function LibrarySection({
  subsections,
  onMarcDownload,
  busy,
}: {
  subsections: LibrarySubsection[];
  onMarcDownload: (title: MarcTitle, format: MarcFormat) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const body: Record<LibrarySubsection, ReactNode> = {
    counter: (
      <dl className="space-y-2">
        {COUNTER_TOPICS.map((k) => (
          <div key={k}>
            <dt className="font-semibold">{t(`resources.counter.${k}.q`)}</dt>
            <dd>{t(`resources.counter.${k}.a`)}</dd>
          </div>
        ))}
      </dl>
    ),
    discovery: (
      <>
        <p>{t('resources.discovery.text')}</p>
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {DISCOVERY_VENDORS.map(([k, name]) => (
            <li key={k} data-vendor={k}>
              {name}
            </li>
          ))}
        </ul>
      </>
    ),
    marc: (
      <>
        <p>{t('resources.marc.text')}</p>
        <MarcDownloads onDownload={onMarcDownload} busy={busy} />
      </>
    ),
    doi: (
      <>
        <p>{t('resources.doi.text')}</p>
        <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
          {DOI_STRUCTURES.map(([k, pattern]) => (
            <div key={k} className="contents">
              <dt className="font-semibold">{t(`resources.doi.${k}`)}</dt>
              <dd className="font-mono text-sm break-all">{pattern}</dd>
            </div>
          ))}
        </dl>
      </>
    ),
    reprints: (
      <ul className="list-disc space-y-1 ps-5">
        {REPRINT_POINTS.map((k) => (
          <li key={k}>{t(`resources.reprints.${k}`)}</li>
        ))}
      </ul>
    ),
    shibboleth: <p>{t('resources.shibboleth.text')}</p>,
    adfs: <p>{t('resources.adfs.text')}</p>,
  };
  return (
    <div className="space-y-2">
      {subsections.map((s) => (
        <Sub key={s} id={`resources-${s}`} title={t(`resources.sub.${s}`)}>
          {body[s]}
        </Sub>
      ))}
    </div>
  );
}
