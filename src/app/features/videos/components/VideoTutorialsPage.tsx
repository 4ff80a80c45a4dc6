import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTORIALS, type TutorialId } from '../video-rules';
import { VideoFrame } from './VideoFrame';

// The demo player draws its picture from the id; tutorials are not tied to a document, so any
// valid content id works and no play is recorded.
const TUTORIAL_CONTENT_ID = 1;

/** /video: the product's video tutorials (000 §2.1). */
export function VideoTutorialsPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<TutorialId>(TUTORIALS[0]);
  return (
    <section className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('videos.tutorials.title')}</h1>
      <div className="lg:grid lg:grid-cols-[1fr_20rem] lg:gap-6">
        <div>
          <VideoFrame
            key={current}
            contentId={TUTORIAL_CONTENT_ID}
            videoId={`tutorial-${current}`}
            title={t(`videos.tutorials.${current}.title`)}
          />
          <h2 className="mt-3 text-lg font-semibold text-ink-900">{t(`videos.tutorials.${current}.title`)}</h2>
          <p className="text-ink-700">{t(`videos.tutorials.${current}.text`)}</p>
        </div>
        <ul
          className="mt-4 divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100 lg:mt-0"
          aria-label={t('videos.list')}
        >
          {TUTORIALS.map((id) => (
            <li key={id}>
              <button
                type="button"
                aria-current={id === current ? 'true' : undefined}
                onClick={() => setCurrent(id)}
                className={`min-h-11 w-full px-4 py-3 text-start hover:bg-brand-50 ${id === current ? 'bg-brand-50' : ''}`}
              >
                <span className="block font-semibold text-brand-800">{t(`videos.tutorials.${id}.title`)}</span>
                <span className="block text-sm text-ink-700">{t(`videos.tutorials.${id}.text`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
