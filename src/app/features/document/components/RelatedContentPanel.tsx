import { useTranslation } from 'react-i18next';
import type { RelatedContent } from '../../../../api/documents';
import { DocumentLink } from '../../../components/ui/DocumentLink';

const GROUPS = ['citedContent', 'sop', 'tma', 'supplements'] as const;

/** Related Content tab (001 §3): cited content, SOP, TMA and supplements, each opening its document. */
export function RelatedContentPanel({ related, onOpen }: { related: RelatedContent; onOpen: (contentCode: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {GROUPS.filter((g) => related[g].length > 0).map((g) => (
        <section key={g} aria-labelledby={`related-${g}`}>
          <h3 id={`related-${g}`} className="mb-2 text-base font-bold text-ink-900">
            {t(`document.related.${g}`)}
          </h3>
          <ul className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
            {related[g].map((item) => (
              <li key={item.contentCode}>
                <DocumentLink
                  contentCode={item.contentCode}
                  onOpen={onOpen}
                  className="flex min-h-11 w-full flex-col items-start px-4 py-3 text-start hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800">{item.designationOrFamily}</span>{' '}
                  <span className="text-sm text-ink-700">{item.title}</span>
                </DocumentLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
