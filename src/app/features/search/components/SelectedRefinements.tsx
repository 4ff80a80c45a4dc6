import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefinementItem } from '../../../../api/search';
import { CloseIcon } from '../../../components/ui/icons';
import { visibleSelected } from '../categories';

/** The chosen refinements as removable chips: 2 until 'see more' (000 §4). */
export function SelectedRefinements({
  items,
  onRemove,
  onClear,
}: {
  items: RefinementItem[];
  onRemove: (i: RefinementItem) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const { shown, hidden } = visibleSelected(items, expanded);
  return (
    <div className="flex flex-wrap items-center gap-1.5" aria-label={t('refine.selected')} role="group">
      {shown.map((i) => (
        <span
          key={`${i.r}:${i.k}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 ps-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          {i.n ?? i.k}
          <button
            type="button"
            onClick={() => onRemove(i)}
            aria-label={t('refine.remove', { name: i.n ?? i.k })}
            className="grid size-9 place-items-center rounded-full hover:bg-brand-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </span>
      ))}
      {(hidden > 0 || expanded) && items.length > 2 && (
        <button
          type="button"
          onClick={() => setExpanded((x) => !x)}
          className="min-h-9 px-2 text-sm font-semibold text-brand-700 underline"
        >
          {expanded ? t('refine.seeLess') : t('refine.seeMore', { count: hidden })}
        </button>
      )}
      <button type="button" onClick={onClear} className="min-h-9 px-2 text-sm font-semibold text-ink-700 underline">
        {t('refine.clearAll')}
      </button>
    </div>
  );
}
