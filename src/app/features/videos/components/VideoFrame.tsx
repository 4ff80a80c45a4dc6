import { videoPlayerPath } from '../../../../api/documents';

/** The server's embedded player page in a frame (16:9). */
export function VideoFrame({ contentId, videoId, title }: { contentId: number; videoId: string; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      <iframe
        src={videoPlayerPath(contentId, videoId)}
        title={title}
        // No sandbox: the player is our own origin's page (nonce CSP) and must post to us with its real origin.
        allow="fullscreen; picture-in-picture"
        loading="lazy"
        className="size-full border-0"
      />
    </div>
  );
}
