// The peer in the document benchmark: pdf.js's own PDFViewer set up as its "simpleviewer" example
// does, in pdf.js's DEFAULT loading configuration (range requests, streaming and auto-fetch on),
// reading Bearing's PDF endpoint with the signed-in user's bearer token (?file=&token=).
// Marks: generic:first-page when page 1 is painted, generic:complete when every byte has arrived.
const q = new URLSearchParams(location.search);
const pdfjsLib = await import('/bench/pdfjs/build/pdf.min.mjs');
globalThis.pdfjsLib = pdfjsLib;
const { EventBus, PDFLinkService, PDFViewer } = await import('/bench/pdfjs/web/pdf_viewer.mjs');
pdfjsLib.GlobalWorkerOptions.workerSrc = '/bench/pdfjs/build/pdf.worker.min.mjs';
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const container = document.getElementById('viewerContainer');
const viewer = new PDFViewer({ container, eventBus, linkService });
linkService.setViewer(viewer);
eventBus.on('pagesinit', () => {
  viewer.currentScaleValue = 'page-width';
});
eventBus.on('pagerendered', (e) => {
  if (e.pageNumber === 1 && performance.getEntriesByName('generic:first-page').length === 0)
    performance.mark('generic:first-page');
});
const task = pdfjsLib.getDocument({ url: q.get('file'), httpHeaders: { Authorization: `Bearer ${q.get('token')}` } });
task.onProgress = ({ loaded, total }) => {
  if (total && loaded >= total && performance.getEntriesByName('generic:complete').length === 0)
    performance.mark('generic:complete');
};
const doc = await task.promise;
doc.getDownloadInfo().then(() => {
  if (performance.getEntriesByName('generic:complete').length === 0) performance.mark('generic:complete');
});
viewer.setDocument(doc);
linkService.setDocument(doc, null);
