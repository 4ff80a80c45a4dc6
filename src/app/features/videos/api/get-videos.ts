import { useQuery } from '@tanstack/react-query';
import { VIDEOS_PATH, videosReply } from '../../../../api/documents';
import { aboutQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { videoKeys } from './keys';

/** GET api/documents/videos?designation (001 §7). */
export function getVideos(designation: string, signal?: AbortSignal) {
  return http.get(VIDEOS_PATH, videosReply, { query: { designation }, signal, spinner: false });
}

export const videosQueryOptions = aboutQuery(videoKeys.byDesignation, getVideos, (designation) => designation !== '');

export const useVideos = (designation: string) => useQuery(videosQueryOptions(designation));
