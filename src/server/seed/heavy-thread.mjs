// Makes one heavy handbook's PDF on a thread of its own: JPEG encoding and pdf-lib's save of a
// 40 MB file take tens of seconds of CPU, which on the server's main thread would stall every
// request (and trip the overload guard). Plain JavaScript: a worker thread does not inherit the
// tsx loader the server runs under, so it registers it before loading the TypeScript renderer.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderHeavyPdf } = await import('./heavy-pdf.ts');
const bytes = await renderHeavyPdf(workerData);
parentPort.postMessage(bytes, [bytes.buffer]);
