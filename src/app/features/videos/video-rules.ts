/** The play message an embedded video posts: VDMSG-{contentId}-{videoId} (001 §4). */
export function parseVideoMessage(data: unknown): { contentId: number; videoId: string } | null {
  if (typeof data !== 'string') return null;
  const m = /^VDMSG-(\d+)-([A-Za-z0-9_-]+)$/.exec(data);
  return m ? { contentId: Number(m[1]), videoId: m[2] } : null;
}

/** A message counts only when it comes from our own origin and from the document being read. */
export function acceptVideoMessage(
  e: { origin: string; data: unknown },
  ownOrigin: string,
  contentId: number,
): { contentId: number; videoId: string } | null {
  if (e.origin !== ownOrigin) return null;
  const m = parseVideoMessage(e.data);
  return m && m.contentId === contentId ? m : null;
}

/** Seconds as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Product tutorials of /video (000 §2.1); titles and descriptions are i18n keys under videos.tutorials. */
export const TUTORIALS = ['search', 'reading', 'favorites', 'offline'] as const;
export type TutorialId = (typeof TUTORIALS)[number];
