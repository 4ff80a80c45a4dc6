import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allTicked, moveLeft, moveRight, tickAll, toggleTick, type Transfer } from '../wizard-state';
import { ArrowIcon } from './icons';
import { availableEmptyKey } from '../matching';

/** Props of the two-list transfer (002 §2 Group dialogs step 2 and 3). */
export interface TransferListProps<T> {
  transfer: Transfer<T>;
  onChange: (t: Transfer<T>) => void;
  keyOf: (x: T) => string;
  render: (x: T) => ReactNode;
  /** The available side's search (members: as you type; documents: Enter or button). */
  availableSearch: ReactNode;
  /** Local filter of the group side, applied as keys are released (002 §5). */
  chosenMatches: (x: T, term: string) => boolean;
  availableLabel: string;
  chosenLabel: string;
  chosenFilterLabel: string;
  searching?: boolean;
  /** A search of enough characters has answered (its results, possibly none, are shown). */
  searched?: boolean;
  /** What the available side says when that search found nothing. */
  noneFoundKey: string;
}

function Pane<T>({
  title,
  items,
  ticked,
  keyOf,
  render,
  onTick,
  onAll,
  header,
  empty,
}: {
  title: string;
  items: T[];
  ticked: string[];
  keyOf: (x: T) => string;
  render: (x: T) => ReactNode;
  onTick: (k: string) => void;
  onAll: (on: boolean) => void;
  header: ReactNode;
  empty?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const all = allTicked(items, ticked, keyOf);
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-1 flex-col rounded-lg ring-1 ring-ink-200">
      <div className="space-y-2 border-b border-ink-100 p-2">
        <h3 id={id} className="px-1 text-sm font-semibold text-ink-900">
          {title} <span className="font-normal text-ink-600">({items.length})</span>
        </h3>
        {header}
        <label className="flex min-h-11 items-center gap-2 px-1 text-sm text-ink-800">
          <input
            type="checkbox"
            className="size-5"
            checked={all}
            disabled={items.length === 0}
            onChange={(e) => onAll(e.target.checked)}
          />
          {all ? t('groups.transfer.unselectAll') : t('groups.transfer.selectAll')}
        </label>
      </div>
      <ul className="max-h-56 min-h-24 overflow-y-auto p-1">
        {items.length === 0 && empty && <li className="p-3 text-sm text-ink-600">{empty}</li>}
        {items.map((x) => (
          <li key={keyOf(x)}>
            <label className="flex min-h-11 cursor-pointer items-start gap-2 rounded px-2 py-2 text-sm hover:bg-brand-50">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0"
                checked={ticked.includes(keyOf(x))}
                onChange={() => onTick(keyOf(x))}
              />
              <span className="min-w-0 break-words">{render(x)}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The arrow that moves one side's ticked items to the other; it has nothing to do until an item is ticked. */
function MoveButton<T>({
  from,
  transfer,
  keyOf,
  onChange,
}: Pick<TransferListProps<T>, 'transfer' | 'keyOf' | 'onChange'> & { from: 'available' | 'chosen' }) {
  const { t } = useTranslation();
  const label = t(from === 'available' ? 'groups.transfer.add' : 'groups.transfer.remove');
  const ticked = from === 'available' ? transfer.tickedAvailable : transfer.tickedChosen;
  return (
    <button
      type="button"
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:bg-ink-300"
      disabled={ticked.length === 0}
      onClick={() => onChange(from === 'available' ? moveRight(transfer, keyOf) : moveLeft(transfer, keyOf))}
      aria-label={label}
      title={label}
    >
      <ArrowIcon dir={from === 'available' ? 'forward' : 'back'} />
      <span className="sm:sr-only">{label}</span>
    </button>
  );
}

/** Available items on one side, the group's on the other, arrows between (stacked on phones). */
export function TransferList<T>(p: TransferListProps<T>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const visibleChosen = p.transfer.chosen.filter((x) => p.chosenMatches(x, filter));
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
      <Pane
        title={p.availableLabel}
        items={p.transfer.available}
        ticked={p.transfer.tickedAvailable}
        keyOf={p.keyOf}
        render={p.render}
        onTick={(k) => p.onChange(toggleTick(p.transfer, 'available', k))}
        onAll={(on) => p.onChange(tickAll(p.transfer, 'available', p.transfer.available, p.keyOf, on))}
        header={p.availableSearch}
        empty={t(availableEmptyKey({ searching: !!p.searching, searched: !!p.searched }, p.noneFoundKey))}
      />
      <div className="flex justify-center gap-2 sm:flex-col sm:justify-center">
        <MoveButton from="available" transfer={p.transfer} keyOf={p.keyOf} onChange={p.onChange} />
        <MoveButton from="chosen" transfer={p.transfer} keyOf={p.keyOf} onChange={p.onChange} />
      </div>
      <Pane
        title={p.chosenLabel}
        items={visibleChosen}
        ticked={p.transfer.tickedChosen}
        keyOf={p.keyOf}
        render={p.render}
        onTick={(k) => p.onChange(toggleTick(p.transfer, 'chosen', k))}
        onAll={(on) => p.onChange(tickAll(p.transfer, 'chosen', visibleChosen, p.keyOf, on))}
        header={
          <input
            type="search"
            className="min-h-11 w-full rounded-lg border border-ink-300 px-3 text-base"
            aria-label={p.chosenFilterLabel}
            placeholder={p.chosenFilterLabel}
            onKeyUp={(e) => setFilter((e.target as HTMLInputElement).value)}
            onChange={(e) => {
              if (e.target.value === '') setFilter('');
            }}
          />
        }
      />
    </div>
  );
}
