import { useTranslation } from 'react-i18next';
import type { RelatedContent } from '../../../../api/documents';
import { DocumentRow } from '../../../components/ui/DocumentLink';

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
                <DocumentRow
                  contentCode={item.contentCode}
                  designation={item.designationOrFamily}
                  title={item.title}
                  onOpen={onOpen}
                  className="px-4 py-3"
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
