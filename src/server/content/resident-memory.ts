import fs from 'node:fs';

/*
 * The memory another process has held, as the operating system counts it: heap, buffers,
 * typed arrays and native allocations alike, which no V8 ceiling bounds. Linux only (/proc);
 * elsewhere null, and a reader is bounded by its heap ceiling alone.
 */

/**
 * The most resident memory process `pid` has held (MB), or null where it cannot be read. The peak,
 * not the present: a reader that decodes a huge image and lets it go between two looks still
 * passed its limit.
 */
export function peakResidentMb(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
