import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REFINEMENT_ROOT, SEARCH_PAGE_SIZES, SORT_A_Z, SORT_Z_A, type SearchGroup } from '../../../../api/search';
import type { TenantConfig } from '../../../../api/tenant';
import { Redirect } from '../../../components/ui/Redirect';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { FilterIcon } from '../../../components/ui/icons';
import { displayTerm, noResultsTerm } from '../../../lib/display-text';
import { DESKTOP_QUERY, PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { refinementTreeQueryOptions } from '../api/refinement-tree';
import { useSearchDocuments, type SearchRequest } from '../api/search-documents';
import { useDeferredMount } from '../../../lib/use-deferred-mount';
import { toggleRefinement } from '../categories';
import { keywordsToSend, searchTypeAvailable, showsScopeRadio, sortRequest, validateSearchTerm } from '../search-rules';
import {
  buildSearchQuery,
  parseSearchParams,
  searchModeFromPath,
  semanticRedirect,
  switchModeUrl,
  type SearchMode,
  type SearchParams,
  type SortOption,
} from '../search-url';
import { Pager } from './Pager';
import { RefinementPanel, type Section } from './RefinementPanel';
import { ResultGroups } from './ResultGroups';
import { ResultItem } from './ResultItem';
import { SelectedRefinements } from './SelectedRefinements';
import { usePageSubject } from '../../../lib/page-subject';
import { useResultsCleared } from '../results-cleared';
import { SelectOptions } from '../../../components/ui/SelectOptions';

/** Props of the search screen: what it needs from the session, and how to open a document. */
export type SearchScreenProps = {
  tenant: TenantConfig;
  semanticSearchFlag: boolean;
  refinementSections: { id: number; name: string; displayFlag: 'Y' | 'N' }[];
  /** Opens a result; `page`: the printed page its passage is on. */
  onOpenDocument: (contentCode: string, page?: number) => void;
};

/** /content-search, /mysubscription-search and /semantic-search: one screen (000 §2.3). */
export function SearchScreen(props: SearchScreenProps) {
  const location = useLocation();
  const [qs] = useSearchParams();
  const mode = searchModeFromPath(location.pathname) ?? 'content';
  if (mode === 'semantic') {
    const to = semanticRedirect(props.semanticSearchFlag, qs);
    if (to) return <Redirect to={to} />;
  }
  return <SearchScreenBody {...props} mode={mode} params={parseSearchParams(qs)} search={location.search} />;
}

function SearchScreenBody({
  tenant,
  semanticSearchFlag,
  refinementSections,
  onOpenDocument,
  mode,
  params,
  search,
}: SearchScreenProps & { mode: SearchMode; params: SearchParams; search: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const queryClient = useQueryClient();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [grouped, setGrouped] = useState(true);

  const types = tenant.searchTypesConfiguration;
  const available = searchTypeAvailable(mode, params.stype, types, semanticSearchFlag);
  const valid = validateSearchTerm(params.content, mode).ok;
  const keywords = keywordsToSend(params.content);
  const cleared = useResultsCleared();
  usePageSubject(params.content);
  const request: SearchRequest | null = useMemo(
    () =>
      available && valid
        ? {
            mode,
            keywords,
            searchField: params.stype,
            refinements: params.categories,
            ...sortRequest(params.sort),
            page: params.page,
            size: params.sortcounts,
            publisherId: params.publisherid,
          }
        : null,
    [
      available,
      valid,
      mode,
      keywords,
      params.stype,
      params.categories,
      params.sort,
      params.page,
      params.sortcounts,
      params.publisherid,
    ],
  );
  const results = useSearchDocuments(request);
  const refinementsOn = tenant.features.includes('search-refinement') && mode !== 'semantic';
  const sections: Section[] = refinementSections.filter((s) => s.displayFlag === 'Y');

  const go = (next: Partial<SearchParams>) => {
    const merged = { ...params, ...next };
    navigate(`${location.pathname.replace(/\/?$/, '/')}?${buildSearchQuery(merged)}`);
  };
  const onToggle = (n: { k: string; r: number; n: string; pk?: string[] | null }) =>
    go({ categories: toggleRefinement(params.categories, n), page: 0 });
  const showMoreGroup = (g: SearchGroup) =>
    go({
      categories: toggleRefinement(
        params.categories.filter((c) => c.r !== 1),
        { k: g.publisherCode, r: 1, n: g.publisherName },
      ),
      page: 0,
    });

  // A new search's results mount in slices that yield to the browser (total blocking
  // time); until the deferred render has them, the spinner stays.
  const data = useDeferredMount(results.data, JSON.stringify(request));
  const waiting = !data && !results.isError;
  const groups = data?.groups ?? [];
  const useGroups = grouped && groups.length > 1 && !params.categories.some((c) => c.r === 1);
  const counts = request
    ? {
        subscription: mode === 'subscription',
        keywords,
        searchField: params.stype,
        refinements: params.categories,
        publisherId: params.publisherid,
      }
    : null;

  useEffect(() => {
    if (desktop || !refinementsOn || !data) return;
    // Below the desktop breakpoint the refinements live in a sheet. Their trees load once the
    // Results are in, not with them (one long task on a phone), so the sheet still opens
    // ready and the trees are kept for offline use.
    for (const s of sections)
      if (s.id !== REFINEMENT_ROOT.publisher) void queryClient.prefetchQuery(refinementTreeQueryOptions(s.id, i18n.language));
  }, [desktop, refinementsOn, !data, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  const panel = counts && refinementsOn && (
    <RefinementPanel
      sections={sections}
      counts={counts}
      selected={params.categories}
      language={i18n.language}
      onToggle={onToggle}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-safe-3 py-4 sm:py-6">
      {/* The search box itself is the header's (searchSlot), which reads this page's query. */}
      {showsScopeRadio(types) && mode !== 'semantic' && (
        <fieldset className="flex flex-wrap gap-x-5">
          <legend className="sr-only">{t('search.scope.label')}</legend>
          {(['content', 'subscription'] as const).map((m) => (
            <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2 text-base text-ink-900">
              <input
                type="radio"
                name="scope"
                checked={mode === m}
                onChange={() => navigate(switchModeUrl(m, search))}
                className="size-5 accent-brand-700"
              />
              {t(m === 'content' ? 'search.scope.all' : 'search.scope.mine')}
            </label>
          ))}
        </fieldset>
      )}

      <div className="mt-4 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-6">
        {panel && desktop && (
          <aside className="hidden lg:block" aria-label={t('refine.title')}>
            <h2 className="text-lg font-bold text-ink-900">{t('refine.title')}</h2>
            {panel}
          </aside>
        )}
        <section aria-live="polite" aria-busy={results.isFetching} className={panel ? '' : 'lg:col-span-2'}>
          {!available && (
            <p role="alert" className="rounded-lg bg-signal-50 p-4 font-semibold text-signal-700">
              {t('search.typeUnavailable')}
            </p>
          )}
          {available && !valid && (
            <p className="rounded-lg bg-white p-4 text-ink-700 ring-1 ring-ink-100">{t('search.tooShort')}</p>
          )}
          {request && cleared && (
            <p className="rounded-lg bg-white p-4 text-ink-700 ring-1 ring-ink-100">{t('search.typeChanged')}</p>
          )}
          {request && !cleared && (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="min-w-0 flex-1 text-xl font-bold break-words text-ink-900">
                  {/* No count until one is known: a live region must not announce "0 results" while loading. */}
                  {!data
                    ? t('search.loading')
                    : params.content.trim()
                      ? t('search.resultsFor', { term: displayTerm(params.content.trim(), phone), count: data.count })
                      : t('search.resultsAll', { count: data.count })}
                </h1>
                {panel && (
                  <button
                    type="button"
                    onClick={() => setSheetOpen(true)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 font-semibold text-brand-800 ring-1 ring-brand-300 lg:hidden"
                  >
                    <FilterIcon className="size-5" /> {t('refine.open')}
                    {params.categories.length > 0 && (
                      <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{params.categories.length}</span>
                    )}
                  </button>
                )}
              </div>
              <div className="mt-2">
                <SelectedRefinements
                  items={params.categories}
                  onRemove={(i) => onToggle({ ...i, n: i.n ?? i.k })}
                  onClear={() => go({ categories: [], page: 0 })}
                />
              </div>
              {mode !== 'semantic' && (
                <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex items-center gap-2">
                    <span className="font-semibold text-ink-700">{t('search.sort.label')}</span>
                    <select
                      value={params.sort}
                      onChange={(e) => go({ sort: e.target.value as SortOption, page: 0 })}
                      className="min-h-11 rounded-lg bg-white px-2 ring-1 ring-ink-300"
                    >
                      <option value="BEST_MATCH">{t('search.sort.bestMatch')}</option>
                      <option value={SORT_A_Z}>{t('search.sort.az')}</option>
                      <option value={SORT_Z_A}>{t('search.sort.za')}</option>
                    </select>
                  </label>
                  <label className="flex items-center gap-2">
                    <span className="font-semibold text-ink-700">{t('search.pageSize')}</span>
                    <select
                      value={params.sortcounts}
                      onChange={(e) => go({ sortcounts: Number(e.target.value), page: 0 })}
                      className="min-h-11 rounded-lg bg-white px-2 ring-1 ring-ink-300"
                    >
                      <SelectOptions values={SEARCH_PAGE_SIZES} />
                    </select>
                  </label>
                </div>
              )}
              {/*
                Layout shift (): what arrives with the results stays inside this box, below
                everything already painted, and the spinner holds a screen's height, so neither the
                controls above nor the footer below move when the results replace it.
              */}
              <div className="mt-4">
                {waiting && (
                  <div className="flex min-h-dvh justify-center pt-10 text-brand-700">
                    <Spinner label={t('search.loading')} />
                  </div>
                )}
                {mode !== 'semantic' && data && groups.length > 1 && !params.categories.some((c) => c.r === 1) && (
                  <button
                    type="button"
                    onClick={() => setGrouped((g) => !g)}
                    aria-pressed={grouped}
                    className="mb-3 min-h-11 text-sm font-semibold text-brand-700 underline"
                  >
                    {grouped ? t('search.groups.showList') : t('search.groups.byPublisher')}
                  </button>
                )}
                {results.isError && (
                  <p role="alert" className="rounded-lg bg-signal-50 p-4 text-signal-700">
                    {t('search.error')}
                  </p>
                )}
                {data && data.result.length === 0 && (
                  <p className="rounded-lg bg-white p-4 break-words text-ink-700 ring-1 ring-ink-100">
                    {t('search.noResults', { term: noResultsTerm(params.content.trim() || '*') })}
                  </p>
                )}
                {data &&
                  data.result.length > 0 &&
                  (useGroups ? (
                    <ResultGroups groups={groups} onOpen={onOpenDocument} onShowMore={showMoreGroup} />
                  ) : (
                    <div className="space-y-3">
                      {data.result.map((r) => (
                        <ResultItem key={r.contentCode} item={r} onOpen={onOpenDocument} />
                      ))}
                    </div>
                  ))}
                {data && data.result.length > 0 && (
                  <Pager
                    page={params.page}
                    size={params.sortcounts}
                    count={data.count}
                    nextPageFlag={data.nextPageFlag}
                    onPage={(p) => {
                      go({ page: p });
                      window.scrollTo({ top: 0 });
                    }}
                  />
                )}
              </div>
            </>
          )}
        </section>
      </div>
      {panel && (
        <Sheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={t('refine.title')} size="md">
          {panel}
        </Sheet>
      )}
    </div>
  );
}
