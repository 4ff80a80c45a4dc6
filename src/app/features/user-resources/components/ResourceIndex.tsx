import { useTranslation } from 'react-i18next';
import { HELP_DOCUMENTS, type HelpDocumentTitle } from '../../../../api/user-resources';
import { ExternalIcon } from '../../../components/ui/icons';
import { RESOURCE_SECTIONS, TRAINING_PDF_URL, scrollOffset, scrollTarget, type ResourceSection } from '../resources-model';

const LINK = 'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-brand-800 hover:bg-brand-50';

/** Scrolls the window so the section sits below the header with the spec's offset. */
export function scrollToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  // A collapsed subsection opens, so the index never lands on a closed heading.
  if (el instanceof HTMLDetailsElement) el.open = true;
  const top = scrollTarget(el.getBoundingClientRect().top, window.scrollY, scrollOffset(window.innerWidth));
  window.scrollTo({ top, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  // Move focus too, so keyboard and screen-reader users land where the eye does.
  el.focus({ preventScroll: true });
}

/** The side index: the Downloads block, then one entry per section (002 §2). */
export function ResourceIndex({ onHelpDownload, busy }: { onHelpDownload: (title: HelpDocumentTitle) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('resources.indexLabel')} className="space-y-4">
      <div className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
        <h2 className="px-3 pb-1 text-sm font-bold tracking-wide text-ink-700 uppercase">{t('resources.downloads.title')}</h2>
        <ul>
          {HELP_DOCUMENTS.map((title) => (
            <li key={title}>
              <button type="button" className={LINK} disabled={busy} onClick={() => onHelpDownload(title)}>
                {t(`resources.downloads.${title}`)}
              </button>
            </li>
          ))}
          <li>
            <a className={`${LINK} gap-2`} href={TRAINING_PDF_URL} target="_blank" rel="noopener noreferrer">
              {t('resources.downloads.training')}
              <ExternalIcon className="size-4 shrink-0" />
              <span className="sr-only">{t('resources.newTab')}</span>
            </a>
          </li>
          <li>
            <button type="button" className={LINK} onClick={() => scrollToSection('resources-marc')}>
              {t('resources.downloads.marc')}
            </button>
          </li>
        </ul>
      </div>
      <div className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
        <h2 className="px-3 pb-1 text-sm font-bold tracking-wide text-ink-700 uppercase">{t('resources.sectionsLabel')}</h2>
        <ul>
          {RESOURCE_SECTIONS.map((s: ResourceSection) => (
            <li key={s}>
              <button type="button" className={LINK} onClick={() => scrollToSection(`resources-${s}`)}>
                {t(`resources.sections.${s}.title`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
