import { Suspense, lazy, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX, type SearchField } from '../../../../api/search-terms';
import type { TenantConfig } from '../../../../api/tenant';
import { SearchIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notifications';
import { clearResultsHere } from '../results-cleared';
import {
  clampInput,
  searchTypeAvailable,
  stypeChoices,
  subscriptionSearchEnabled,
  typeAheadReady,
  validateSearchTerm,
} from '../search-rules';
import { searchUrl, type SearchMode } from '../search-url';
import { TYPE_AHEAD_DEBOUNCE_MS, TYPE_AHEAD_HIDE_DELAY_MS } from '../typeahead-rules';
import { useDebounced } from '../use-debounced';
import type { TypeAheadPanelProps } from './TypeAheadPanel';

// The panel's code loads when the search box gets focus, not with every screen (start-up
// JavaScript). Type-ahead needs the network anyway: if the code cannot load, there is no panel.
const loadTypeAheadPanel = () => import('./TypeAheadPanel');
const noPanel: ComponentType<TypeAheadPanelProps> = () => null;
const TypeAheadPanel = lazy(() =>
  loadTypeAheadPanel().then(
    (m): { default: ComponentType<TypeAheadPanelProps> } => ({ default: m.TypeAheadPanel }),
    () => ({ default: noPanel }),
  ),
);

/** Props of the search box used in the header (searchSlot), on the home hero and on the search screen. */
export type SearchBarProps = {
  tenant: Pick<TenantConfig, 'searchTypesConfiguration' | 'features'>;
  semanticSearchFlag: boolean;
  /** The search page the bar sits on (null on home and other screens): its type is checked (000 §4). */
  pageMode: SearchMode | null;
  initialContent?: string;
  initialStype?: SearchField;
  variant?: 'header' | 'hero' | 'page';
  onOpenDocument: (contentCode: string) => void;
};

type Choice = SearchField | 'MY' | 'SEM';
const choiceOf = (mode: SearchMode | null, stype: SearchField): Choice =>
  mode === 'subscription' ? 'MY' : mode === 'semantic' ? 'SEM' : stype;

/** Search input with the type menu and the debounced type-ahead (000 §4, §5). */
export function SearchBar({
  tenant,
  semanticSearchFlag,
  pageMode,
  initialContent = '',
  initialStype = 'A',
  variant = 'page',
  onOpenDocument,
}: SearchBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const panelId = useId();
  const [text, setText] = useState(initialContent);
  const [choice, setChoice] = useState<Choice>(choiceOf(pageMode, initialStype));
  const [open, setOpen] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const types = tenant.searchTypesConfiguration;
  // 000 §4: a search type the page does not offer: error state, notification, input disabled.
  const unavailable = pageMode !== null && !searchTypeAvailable(pageMode, initialStype, types, semanticSearchFlag);
  useEffect(() => {
    if (unavailable) notify({ type: 'ERROR', message: t('search.typeUnavailable') });
  }, [unavailable, t]);
  useEffect(() => {
    setText(initialContent);
  }, [initialContent]);
  useEffect(() => {
    setChoice(choiceOf(pageMode, initialStype));
  }, [pageMode, initialStype]);
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const typeAheadOn = tenant.features.includes('type-ahead-search') && choice !== 'SEM';
  const debounced = useDebounced(text.trim(), TYPE_AHEAD_DEBOUNCE_MS);
  const ready = typeAheadOn && typeAheadReady(debounced) && typeAheadReady(text);
  // Suggestions are asked for only while the panel shows (the panel asks): a search page opening
  // With its query in the box has nobody to show them to.
  const showPanel = open && ready && !unavailable;

  const choices: { value: Choice; label: string }[] = [
    ...stypeChoices(types).map((s) => ({
      value: s as Choice,
      label: t(s === 'A' ? 'search.type.all' : s === 'K' ? 'search.type.keyword' : 'search.type.designation'),
    })),
    ...(subscriptionSearchEnabled(types) ? [{ value: 'MY' as Choice, label: t('search.type.subscribedAll') }] : []),
    ...(semanticSearchFlag ? [{ value: 'SEM' as Choice, label: t('search.type.semantic') }] : []),
  ];

  function submit(e: FormEvent) {
    e.preventDefault();
    const mode: SearchMode = choice === 'MY' ? 'subscription' : choice === 'SEM' ? 'semantic' : 'content';
    if (!validateSearchTerm(text, mode).ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setOpen(false);
    const stype: SearchField = choice === 'K' || choice === 'D' ? choice : 'A';
    navigate(searchUrl(mode, { content: text.trim(), stype }));
  }

  const dark = variant === 'header';
  return (
    <form
      role="search"
      onSubmit={submit}
      className={`relative w-full ${variant === 'hero' ? 'max-w-3xl' : ''}`}
      aria-label={t('search.formLabel')}
    >
      <div
        className={`flex w-full items-stretch overflow-hidden rounded-lg ${unavailable ? 'ring-2 ring-signal-700' : dark ? 'ring-1 ring-white/30' : 'ring-1 ring-ink-300'} bg-white`}
      >
        <label className="sr-only" htmlFor={`${inputId}-type`}>
          {t('search.typeLabel')}
        </label>
        <select
          id={`${inputId}-type`}
          value={choice}
          disabled={unavailable}
          onChange={(e) => {
            setChoice(e.target.value as Choice);
            setOpen(false);
            if (pageMode !== null) clearResultsHere(); /* 000 §4: changing the type clears results */
          }}
          className="w-[7.75rem] shrink-0 border-e border-ink-100 bg-ink-50 ps-2 pe-1 text-sm font-semibold text-ink-700 sm:w-auto sm:px-3"
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={inputId}>
          {t('search.inputLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          disabled={unavailable}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          aria-invalid={invalid || unavailable}
          aria-describedby={invalid ? `${inputId}-err` : undefined}
          aria-controls={showPanel ? panelId : undefined}
          aria-expanded={showPanel}
          role="combobox"
          aria-autocomplete="list"
          onChange={(e) => {
            setText(clampInput(e.target.value));
            setOpen(true);
            setInvalid(false);
          }}
          onFocus={() => {
            void loadTypeAheadPanel().catch(() => undefined);
            if (hideTimer.current) clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), TYPE_AHEAD_HIDE_DELAY_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
          className="min-h-11 min-w-0 flex-1 px-3 text-base text-ink-900 placeholder:text-ink-600 focus:outline-none disabled:bg-ink-100"
        />
        <button
          type="submit"
          disabled={unavailable}
          aria-label={t('search.submit')}
          title={t('search.submit')}
          className="grid min-h-11 min-w-11 place-items-center bg-brand-700 px-3 text-white hover:bg-brand-800 disabled:bg-ink-300"
        >
          <SearchIcon className="size-5" />
        </button>
      </div>
      {invalid && (
        <p
          id={`${inputId}-err`}
          role="alert"
          className={`mt-1 text-sm font-semibold ${dark || variant === 'hero' ? 'text-needle-300' : 'text-signal-700'}`}
        >
          {t('search.tooShort')}
        </p>
      )}
      {showPanel && (
        <Suspense fallback={null}>
          <TypeAheadPanel
            id={panelId}
            keywords={debounced}
            onOpen={(code) => {
              setOpen(false);
              onOpenDocument(code);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
