import { VideoTutorialsPage } from '../features/videos/components/VideoTutorialsPage';

/** /video: video tutorials (000 §2.1). */
export function Component() {
  return <VideoTutorialsPage />;
}
