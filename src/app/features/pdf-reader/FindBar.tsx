import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/Button';
import { ChevronDownIcon, CloseIcon } from '../../components/ui/icons';
import type { FindState } from './use-find';

interface Props {
  state: FindState;
  onSearch: (query: string) => void;
  onStep: (dir: 1 | -1) => void;
  onClose: () => void;
}

const DEBOUNCE_MS = 300;

/** The find bar: query, match count, previous / next, close. Enter = next, Shift+Enter = previous, Escape closes. */
export function FindBar({ state, onSearch, onStep, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(state.query);
  const input = useRef<HTMLInputElement>(null);
  const searched = useRef(state.query);

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    setDraft(state.query);
    searched.current = state.query;
  }, [state.query]);
  useEffect(() => {
    if (draft === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = draft;
      onSearch(draft);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (draft !== searched.current) {
        searched.current = draft;
        onSearch(draft);
      } else onStep(e.shiftKey ? -1 : 1);
    }
  };

  const count = state.matches.length;
  const status = state.searching
    ? t('reader.find.searching')
    : !state.query.trim()
      ? ''
      : count === 0
        ? t('reader.find.none')
        : t('reader.find.count', { current: state.index + 1, total: count });

  return (
    <div
      role="search"
      aria-label={t('reader.find.open')}
      className="flex items-center gap-1 border-b border-ink-200 bg-ink-50 px-2 py-1"
    >
      <label htmlFor="pdfr-find-input" className="sr-only">
        {t('reader.find.input')}
      </label>
      <input
        ref={input}
        id="pdfr-find-input"
        type="search"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-md border border-ink-300 bg-white px-3 text-base"
        placeholder={t('reader.find.placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKey}
      />
      <span className="min-w-16 whitespace-nowrap text-center text-sm tabular-nums text-ink-700" role="status" aria-live="polite">
        {status}
      </span>
      <IconButton label={t('reader.find.previous')} onClick={() => onStep(-1)} disabled={count === 0}>
        <ChevronDownIcon className="rotate-180" />
      </IconButton>
      <IconButton label={t('reader.find.next')} onClick={() => onStep(1)} disabled={count === 0}>
        <ChevronDownIcon />
      </IconButton>
      <IconButton label={t('reader.find.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
