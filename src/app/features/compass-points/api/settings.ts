import { useQuery } from '@tanstack/react-query';
import { COMPASS_POINT_SETTINGS_PATH, compassPointSettingsReply } from '../../../../api/compass-points';
import { aboutQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/settings?contentID (001 §7): the tenant's attribute and view settings. */
export function getSettings(contentID: number, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_SETTINGS_PATH, compassPointSettingsReply, { query: { contentID }, signal, spinner: false });
}

export const settingsQueryOptions = aboutQuery(compassPointKeys.settings, getSettings, (contentID) => contentID > 0, {
  staleTime: 10 * 60_000,
});

export const useSettings = (contentID: number) => useQuery(settingsQueryOptions(contentID));
