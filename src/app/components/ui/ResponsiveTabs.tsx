import { useId, useRef, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from './icons';
import { nextTabIndex, tabOptionText } from './tab-keys';

/** One tab; `badge` is a count shown when above 0. */
export type TabItem = { id: string; label: string; badge?: number };

/** Props of the responsive tabs. */
export type ResponsiveTabsProps = {
  tabs: TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Name of the tab set: the tab list's accessible name and the dropdown's label. */
  label: string;
  /** id of the panel showing the selected tab's content, for aria-controls. */
  panelId?: string;
  className?: string;
};

/**
 * A tab list from 768 px and a native select below it (000 §2.6: "on small screens tabs become a
 * dropdown"); a native select gives phones their own picker and needs no custom focus handling.
 */
export function ResponsiveTabs({ tabs, value, onChange, label, panelId, className = '' }: ResponsiveTabsProps) {
  const selectId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = nextTabIndex(currentIndex, e.key, tabs.length, rtl);
    if (next === null) return;
    e.preventDefault();
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div className="relative md:hidden">
        <label htmlFor={selectId} className="sr-only">
          {label}
        </label>
        <select
          id={selectId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-controls={panelId}
          className="min-h-11 w-full appearance-none rounded-lg border border-brand-300 bg-white ps-4 pe-11 text-base font-semibold text-brand-800"
        >
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {tabOptionText(t.label, t.badge)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-brand-700" />
      </div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="hidden gap-1 overflow-x-auto border-b border-ink-100 md:flex"
      >
        {tabs.map((t, i) => {
          const selected = t.id === value;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${selectId}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.id)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-[3px] px-4 text-base font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-ink-600 hover:border-brand-200 hover:text-brand-800'
              }`}
            >
              {t.label}
              {t.badge !== undefined && t.badge > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs leading-4 font-bold text-white">{t.badge}</span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
