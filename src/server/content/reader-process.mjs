// Reads delivered files in a process of its own: pdf.js on a 40 MB manual, OCR and a megabyte of
// STS XML take seconds of CPU that on the server's event loop would stall every request, and a
// file that makes pdf.js allocate without end (a JBIG2 image of a PDF library's test corpus grows
// outside the JavaScript heap at about 30 MB/s) must cost a process the operating system can
// measure and the pool can kill, not the server's memory. Plain JavaScript: the process does not
// inherit the tsx loader the server runs under, so it registers it before loading the readers.
import { register } from 'tsx/esm/api';

register();
const { readFile } = await import('./read-file.ts');
const { reasonOf, Refusal } = await import('./refusal.ts');

// What this process's heap and buffers hold after a file: the pool replaces a reader that holds much.
const heldMb = () => {
  const m = process.memoryUsage();
  return Math.round((m.heapTotal + m.external) / 1024 ** 2);
};

// The pool gone (the server or the command line ended, even by kill -9): nothing is left to read for.
process.on('disconnect', () => process.exit(0));

process.on('message', async ({ id, request }) => {
  try {
    const result = await readFile(request);
    process.send({ id, result, heldMb: heldMb() });
  } catch (err) {
    process.send({ id, refusal: err instanceof Refusal ? err.message : reasonOf(err), heldMb: heldMb() });
  }
});
process.send({ ready: true });
