import { useTranslation } from 'react-i18next';
import type { SearchGroup } from '../../../../api/search';
import { DocumentRow } from '../../../components/ui/DocumentLink';

/** Results grouped per publisher (000 §3 grouped results); 'show more' narrows the search to that publisher. */
export function ResultGroups({
  groups,
  onOpen,
  onShowMore,
}: {
  groups: SearchGroup[];
  onOpen: (c: string) => void;
  onShowMore: (g: SearchGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {groups.map((g) => (
        <section
          key={g.publisherCode}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-100"
          aria-label={g.publisherName}
        >
          <h2 className="flex items-baseline justify-between gap-2 text-base font-bold text-ink-900">
            <span>{g.publisherName}</span>
            <span className="text-sm font-semibold text-ink-600">{t('search.groups.count', { count: g.count })}</span>
          </h2>
          <ul className="mt-2 divide-y divide-ink-100">
            {g.contentList.map((c) => (
              <li key={c.contentCode}>
                <DocumentRow
                  contentCode={c.contentCode}
                  designation={c.designationNo}
                  title={c.documentTitle}
                  onOpen={onOpen}
                  className="py-2"
                >
                  {c.designationNoList.length > 1 && (
                    <span className="text-xs text-ink-600">{c.designationNoList.join(' · ')}</span>
                  )}
                </DocumentRow>
              </li>
            ))}
          </ul>
          {(g.showMore || g.showMoreResults) && (
            <button
              type="button"
              onClick={() => onShowMore(g)}
              className="mt-1 min-h-11 text-sm font-semibold text-brand-700 underline"
            >
              {t('search.groups.showMore', { publisher: g.publisherName })}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}
