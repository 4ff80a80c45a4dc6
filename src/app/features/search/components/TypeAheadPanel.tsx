import { useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeAheadGroup, TypeAheadItem } from '../../../../api/search';
import { Spinner } from '../../../components/ui/Spinner';
import { useTypeAhead } from '../api/type-ahead';
import { useTypeAheadPublisher } from '../api/type-ahead-publisher';
import { visibleSubDesignations } from '../typeahead-rules';

/** Props of the type-ahead results panel. */
export type TypeAheadPanelProps = {
  id: string;
  /** Debounced, long enough (typeAheadReady): the panel shows only then. */
  keywords: string;
  onOpen: (contentCode: string) => void;
};

/**
 * The results under the search box (000 §4): per publisher, expandable, each hit with its
 * sub-designations. It asks for them itself, so the call and its reply schema load with the
 * panel, on the first focus of a search box, not with every page (start-up budget).
 */
export function TypeAheadPanel({ id, keywords, onOpen }: TypeAheadPanelProps) {
  const { t } = useTranslation();
  const typeAhead = useTypeAhead(keywords, true);
  const groups = typeAhead.data;
  const loading = typeAhead.isFetching;
  const error = typeAhead.isError;
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-[1035] mt-1 max-h-[70dvh] overflow-y-auto rounded-xl bg-white text-ink-900 shadow-xl ring-1 ring-ink-900/10"
    >
      {loading && !groups && (
        <div className="p-4 text-brand-700">
          <Spinner label={t('typeahead.loading')} className="size-6" />
        </div>
      )}
      {error && <p className="p-4 text-signal-700">{t('typeahead.error')}</p>}
      {groups && groups.length === 0 && <p className="p-4 text-ink-600">{t('typeahead.none')}</p>}
      {groups?.map((g) => (
        <PublisherGroup key={g.publisherCode} group={g} keywords={keywords} onOpen={onOpen} />
      ))}
    </div>
  );
}

function PublisherGroup({ group, keywords, onOpen }: { group: TypeAheadGroup; keywords: string; onOpen: (c: string) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const more = useTypeAheadPublisher(keywords, group.publisherCode, expanded && group.flag);
  const items = expanded && more.data ? more.data.flatMap((g) => g.results) : group.results;
  return (
    <section className="border-b border-ink-100 py-1 last:border-b-0" aria-label={group.publisher}>
      <h3 className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{group.publisher}</h3>
      <ul>
        {items.map((item) => (
          <Hit key={`${item.id}-${item.contentCode}`} item={item} onOpen={onOpen} />
        ))}
      </ul>
      {group.flag && (
        <PanelButton
          onClick={() => setExpanded((x) => !x)}
          aria-expanded={expanded}
          className="min-h-11 w-full px-4 text-start text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {expanded
            ? more.isLoading
              ? t('typeahead.loading')
              : t('typeahead.showLess')
            : t('typeahead.showMorePublisher', { publisher: group.publisher })}
        </PanelButton>
      )}
    </section>
  );
}

function Hit({ item, onOpen }: { item: TypeAheadItem; onOpen: (c: string) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const subs = visibleSubDesignations(item.connections, expanded);
  return (
    <li>
      <PanelButton
        onClick={() => onOpen(item.contentCode)}
        className="flex min-h-11 w-full flex-col items-start px-4 py-1.5 text-start hover:bg-brand-50 focus:bg-brand-50"
      >
        <span className="font-semibold text-brand-800">{item.designationNo || item.designation}</span>
        <span className="line-clamp-2 text-sm text-ink-700">{item.documentTitle}</span>
      </PanelButton>
      {subs.shown.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 px-4 pb-2">
          {subs.shown.map((c) => (
            <PanelButton
              key={c.contentCode}
              onClick={() => onOpen(c.contentCode)}
              className="min-h-8 rounded-full bg-ink-50 px-2.5 text-xs font-semibold text-brand-800 ring-1 ring-ink-100 hover:bg-brand-50"
            >
              {c.designationNo}
            </PanelButton>
          ))}
          {(subs.more || expanded) && item.connections.length > 5 && (
            <PanelButton
              onClick={() => setExpanded((x) => !x)}
              aria-expanded={expanded}
              className="min-h-8 px-2 text-xs font-semibold text-brand-700 underline"
            >
              {expanded ? t('typeahead.showLess') : t('typeahead.showMore')}
            </PanelButton>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A button inside the panel. Pressing it must not take focus from the search field: the field's
 * blur hides the panel, which would swallow the click.
 */
function PanelButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onMouseDown'>) {
  return <button type="button" onMouseDown={(e) => e.preventDefault()} {...props} />;
}
