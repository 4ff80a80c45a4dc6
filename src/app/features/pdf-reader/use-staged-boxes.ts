import { startTransition, useEffect, useState } from 'react';

/** Page boxes mounted per step after the first: few, so that each step is a short task on a phone. */
export const BOX_BATCH = 10;
/** Pages on either side of the page being read that are mounted from the first render. */
export const NEAR_BOXES = 4;

/**
 * How far the column's page boxes are mounted. Mounting a box for every page in one commit is
 * one long main-thread task on a phone for a long document (hundreds of boxes to render, insert
 * and observe) just as the document opens; the boxes near the page being read are all the first
 * paint needs. The rest follow a batch per task, as transitions, so input is never held up behind
 * them. Scrolling does not wait for them: positions come from the page layout, not the boxes.
 */
export function useStagedBoxes(numPages: number, ready: boolean): (page: number, reading: number) => boolean {
  const [mountedTo, setMountedTo] = useState(0);
  useEffect(() => {
    if (!ready || mountedTo >= numPages) return;
    const timer = setTimeout(() => startTransition(() => setMountedTo((m) => Math.min(numPages, m + BOX_BATCH))), 0);
    return () => clearTimeout(timer);
  }, [ready, mountedTo, numPages]);
  return (page, reading) => boxMounted(page, reading, mountedTo);
}

/** Whether page `page`'s box is mounted when boxes 1…`mountedTo` are and the reader is at `reading`. */
export const boxMounted = (page: number, reading: number, mountedTo: number) =>
  page <= mountedTo || Math.abs(page - reading) <= NEAR_BOXES;
