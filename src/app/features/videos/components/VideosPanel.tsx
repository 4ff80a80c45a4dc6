import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { recordVideoClick } from '../api/record-video-click';
import { useVideos } from '../api/get-videos';
import { acceptVideoMessage, formatDuration } from '../video-rules';
import { VideoFrame } from './VideoFrame';

/** The Visual Content and Training and Videos tab (001 §2, §4): one player, a list to switch videos, plays recorded. */
export function VideosPanel({ contentId, designation }: { contentId: number; designation: string }) {
  const { t } = useTranslation();
  const videos = useVideos(designation);
  const [current, setCurrent] = useState<string | null>(null);
  const active = videos.data?.find((v) => v.hashed_id === current) ?? videos.data?.[0] ?? null;

  useEffect(() => {
    function onMessage(e: MessageEvent) {
      const m = acceptVideoMessage(e, window.location.origin, contentId);
      // A lost play record is not worth an error on screen.
      if (m) void recordVideoClick(m.contentId, m.videoId).catch(() => undefined);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [contentId]);

  if (videos.isPending) return <Spinner label={t('videos.loading')} />;
  if (!active) return <p className="text-ink-700">{t('videos.none')}</p>;
  return (
    <div className="lg:grid lg:grid-cols-[1fr_20rem] lg:gap-6">
      <div>
        <VideoFrame key={active.hashed_id} contentId={contentId} videoId={active.hashed_id} title={active.name} />
        <p className="mt-2 font-semibold text-ink-900">{active.name}</p>
        <p className="text-sm text-ink-700">{active.section}</p>
      </div>
      <ul className="mt-4 divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100 lg:mt-0" aria-label={t('videos.list')}>
        {videos.data!.map((v) => (
          <li key={v.hashed_id}>
            <button
              type="button"
              aria-current={v.hashed_id === active.hashed_id ? 'true' : undefined}
              onClick={() => setCurrent(v.hashed_id)}
              className={`flex min-h-11 w-full items-start justify-between gap-3 px-4 py-3 text-start hover:bg-brand-50 ${v.hashed_id === active.hashed_id ? 'bg-brand-50' : ''}`}
            >
              <span className="min-w-0">
                <span className="block font-semibold text-brand-800">{v.name}</span>
                <span className="block text-sm text-ink-700">{v.section}</span>
              </span>
              <span className="shrink-0 text-sm text-ink-600 tabular-nums">{formatDuration(v.duration)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
