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

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, one caller per task, in call order. A screen mounting fires its
 * calls all at once, and each `fetch` costs the main thread a little: ten of them in the task that
 * put the screen up made it one of a launch's longest tasks.
 */
export function nextTurn(): Promise<void> {
  const turn = lastTurn.then(nextTask);
  lastTurn = turn;
  return turn;
}
