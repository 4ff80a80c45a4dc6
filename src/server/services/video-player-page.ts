import { randomBytes } from 'node:crypto';
import { videoMessage } from '../../api/documents';

/*
 * The embedded video player (001 §4): an HTML5 <video> inside an iframe of the document screen.
 * The demo has no media files, so the picture is drawn on a canvas and streamed into the video
 * element (captureStream): the element, its controls and its 'play' event are real. On play the
 * page posts VDMSG-{contentId}-{videoId} to its parent, which records it (click-persist).
 * The iframe cannot carry the bearer token, so the page is public and shows nothing of a document.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page and the CSP that lets only its own inline script run and only our origin frame it. */
export function videoPlayerPage(contentId: number, videoId: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const message = videoMessage(contentId, videoId);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Training video ${esc(videoId)}</title>
<style nonce="${nonce}">
  html, body { margin: 0; height: 100%; background: #0b1220; color: #f1f5f9; font: 16px system-ui, sans-serif; }
  .player { display: flex; flex-direction: column; height: 100%; }
  video { flex: 1; width: 100%; min-height: 0; background: #000; }
  canvas { display: none; }
  p { margin: 0; padding: 8px 12px; font-size: 14px; }
</style>
</head>
<body>
<!-- No <main>: the player lives inside the app's page, which has its own main landmark. -->
<div class="player">
  <video id="player" controls playsinline aria-label="Training video ${esc(videoId)}" aria-describedby="caption"></video>
  <canvas id="frame" width="640" height="360" aria-hidden="true"></canvas>
  <p id="caption">Demonstration video (generated on this page; no external media).</p>
</div>
<script nonce="${nonce}">
(function () {
  var MESSAGE = ${JSON.stringify(message)};
  var video = document.getElementById('player');
  var canvas = document.getElementById('frame');
  var ctx = canvas.getContext('2d');
  var started = Date.now();
  function draw() {
    var t = (Date.now() - started) / 1000;
    ctx.fillStyle = '#10233f'; ctx.fillRect(0, 0, 640, 360);
    ctx.fillStyle = '#38bdf8'; ctx.beginPath(); ctx.arc(320 + Math.sin(t) * 200, 180, 40, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#f1f5f9'; ctx.font = '24px sans-serif'; ctx.fillText(${JSON.stringify(`Video ${videoId}`)}, 24, 40);
    ctx.fillText(t.toFixed(1) + ' s', 24, 336);
  }
  draw();
  setInterval(draw, 1000 / 24);
  if (canvas.captureStream) video.srcObject = canvas.captureStream(24);
  var posted = false;
  video.addEventListener('play', function () {
    // One click-persist per page view, like one play of an embedded video.
    if (posted) return; posted = true;
    if (window.parent && window.parent !== window) window.parent.postMessage(MESSAGE, location.origin);
  });
})();
</script>
</body>
</html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; media-src 'self' blob: mediastream:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
  return { html, csp };
}
