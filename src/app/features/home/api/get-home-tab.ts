import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACCESSED_DOCUMENTS_PATH,
  FAVORITES_PAGE_SIZE,
  FAVORITE_DOCUMENTS_PATH,
  HOME_CARDS_PER_TAB,
  TRACKED_DOCUMENTS_PATH,
  UPDATED_DOCUMENTS_PATH,
  homeTabReply,
} from '../../../../api/home';
import { http } from '../../../lib/http';
import { HOME_TAB, type HomeTabId } from '../home-tabs';
import { homeKeys } from './keys';

/** The document-list call behind each card tab (000 §7); subscription tabs use the subscriptions call. */
const TAB_PATH: Partial<Record<HomeTabId, string>> = {
  [HOME_TAB.recentlyAccessed]: ACCESSED_DOCUMENTS_PATH,
  [HOME_TAB.tracker]: TRACKED_DOCUMENTS_PATH,
  [HOME_TAB.favorites]: FAVORITE_DOCUMENTS_PATH,
  [HOME_TAB.recentlyUpdated]: UPDATED_DOCUMENTS_PATH,
};

/** True for the tabs that list document cards. */
export const isDocumentTab = (tabId: HomeTabId) => TAB_PATH[tabId] !== undefined;

/** GET one home tab's cards (favorites page size 6, 000 §9). */
export const getHomeTab = (tabId: HomeTabId, page: number, signal?: AbortSignal) => {
  const size = tabId === HOME_TAB.favorites ? FAVORITES_PAGE_SIZE : HOME_CARDS_PER_TAB;
  return http.get(TAB_PATH[tabId] ?? ACCESSED_DOCUMENTS_PATH, homeTabReply, { signal, spinner: false, query: { page, size } });
};

/** 000 §4: data loads on tab change per tab; persisted for offline (src/README.md §5). */
export const homeTabQueryOptions = (tabId: HomeTabId, page = 0, enabled = true) =>
  queryOptions({
    queryKey: homeKeys.tab(tabId, page, HOME_CARDS_PER_TAB),
    queryFn: ({ signal }) => getHomeTab(tabId, page, signal),
    enabled: enabled && isDocumentTab(tabId),
  });

export const useHomeTab = (tabId: HomeTabId, page = 0, enabled = true) => useQuery(homeTabQueryOptions(tabId, page, enabled));
