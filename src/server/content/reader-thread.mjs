// Reads delivered files on a thread of its own: pdf.js on a 40 MB manual, OCR and a megabyte of
// STS XML take seconds of CPU that on the server's main thread would stall every request. Plain
// JavaScript: a worker thread does not inherit the tsx loader the server runs under, so it
// registers it before loading the TypeScript readers.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readFile } = await import('./read-file.ts');
const { reasonOf, Refusal } = await import('./refusal.ts');

// What this thread's heap and buffers hold after a file: the pool replaces a thread that holds much.
const heldMb = () => {
  const m = process.memoryUsage();
  return Math.round((m.heapTotal + m.external) / 1024 ** 2);
};

parentPort.on('message', async ({ id, request }) => {
  try {
    const result = await readFile(request);
    parentPort.postMessage({ id, result, heldMb: heldMb() });
  } catch (err) {
    parentPort.postMessage({ id, refusal: err instanceof Refusal ? err.message : reasonOf(err), heldMb: heldMb() });
  }
});
