import { VIDEO_CLICK_PATH } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';

/** POST api/documents/video { contentId, hashId }: the click-persist of a play (001 §4). */
export async function recordVideoClick(contentId: number, hashId: string): Promise<void> {
  await requestRaw('POST', VIDEO_CLICK_PATH, { body: { contentId, hashId }, spinner: false });
}
