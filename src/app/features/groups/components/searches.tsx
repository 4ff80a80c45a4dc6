import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type GroupDocument, type MemberUser } from '../../../../api/groups';
import { SearchIcon } from '../../../components/ui/icons';
import { searchDocuments, searchMembers } from '../api/groups';
import { searchable } from '../matching';

/** A search of the available side: it reports when it runs and what it found. */
interface SearchProps<T> {
  /** searched: the items answer a search of enough characters (not a cleared or too short term). */
  onResults: (items: T[], searched: boolean) => void;
  onSearching: (on: boolean) => void;
}

const INPUT = 'min-h-11 w-full min-w-0 rounded-lg border border-ink-300 px-3 text-base';

/** Available-members search: runs 500 ms after typing stops, with more than 2 characters (002 §5). */
export function MemberSearch({ onResults, onSearching }: SearchProps<MemberUser>) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const latest = useRef({ onResults, onSearching });
  latest.current = { onResults, onSearching };
  useEffect(() => {
    if (!searchable(term)) {
      latest.current.onResults([], false);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      latest.current.onSearching(true);
      searchMembers(term.trim(), ctl.signal)
        .then((r) =>
          latest.current.onResults(
            r.users.map((u) => u.user),
            true,
          ),
        )
        .catch(() => latest.current.onResults([], false))
        .finally(() => latest.current.onSearching(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [term]);
  return (
    <input
      type="search"
      className={INPUT}
      value={term}
      onChange={(e) => setTerm(e.target.value)}
      aria-label={t('groups.wizard.searchMembers')}
      placeholder={t('groups.wizard.searchMembers')}
    />
  );
}

/** Document search: runs on Enter or the search button, with more than 2 characters (002 §5). */
export function DocumentSearch({ onResults, onSearching }: SearchProps<GroupDocument>) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  function run() {
    if (!searchable(term)) return;
    onSearching(true);
    searchDocuments(term.trim())
      .then((items) => onResults(items, true))
      .catch(() => onResults([], false))
      .finally(() => onSearching(false));
  }
  return (
    <form
      className="flex gap-1"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        run();
      }}
    >
      <input
        type="search"
        className={INPUT}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          if (e.target.value === '') onResults([], false);
        }}
        aria-label={t('groups.wizard.searchDocuments')}
        placeholder={t('groups.wizard.searchDocuments')}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 text-white"
        aria-label={t('groups.wizard.search')}
        title={t('groups.wizard.search')}
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
