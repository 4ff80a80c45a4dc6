/**
 * Resolves in a new task: work after it does not lengthen the task that awaited it. A phone's
 * main thread is blocked by each long task as a whole, so start-up splits its steps with this.
 * `scheduler.yield` resumes ahead of other queued work; browsers without it take a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task of its own when the page is shown. A screen mounting fires its calls all at
 * once, and each `fetch` costs the main thread a little: ten of them in the task that put the
 * screen up made it one of a launch's longest tasks. Each caller resumes in its own task, so the
 * calls spread out. A hidden page has nobody waiting on its main thread and throttled timers: its
 * calls go at once. Nothing is shared between callers, so one slow or refused turn holds up no other.
 */
export async function nextTurn(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return;
  try {
    await nextTask();
  } catch {
    // A refused yield only loses the spacing.
  }
}
