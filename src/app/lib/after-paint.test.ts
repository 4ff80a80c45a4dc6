import { describe, expect, it } from 'vitest';
import { afterNextPaint, type PaintClock } from './after-paint';

/** A browser's frame and task queues, run by hand: frames before the paint, tasks after it. */
function fakeClock(visible = true) {
  const frames = new Map<number, () => void>();
  const tasks = new Map<number, () => void>();
  let ids = 0;
  const clock: PaintClock = {
    visible: () => visible,
    requestAnimationFrame: (cb) => (frames.set(++ids, cb), ids),
    cancelAnimationFrame: (id) => void frames.delete(id),
    setTimeout: (cb) => (tasks.set(++ids, cb), ids) as unknown as ReturnType<typeof setTimeout>,
    clearTimeout: (id) => void tasks.delete(id as unknown as number),
  };
  const drain = (q: Map<number, () => void>) => {
    const now = [...q.values()];
    q.clear();
    now.forEach((f) => f());
  };
  return { clock, paint: () => drain(frames), runTasks: () => drain(tasks) };
}

describe('a part mounted after the screen around it has painted', () => {
  it('runs in a task after the next frame, not in the frame and not before it', () => {
    const { clock, paint, runTasks } = fakeClock();
    const ran: string[] = [];
    afterNextPaint(() => ran.push('run'), clock);
    runTasks();
    expect(ran).toEqual([]);
    paint();
    expect(ran).toEqual([]);
    runTasks();
    expect(ran).toEqual(['run']);
  });

  it('runs at once on a hidden page, whose frames wait until it shows', () => {
    const { clock } = fakeClock(false);
    let ran = 0;
    afterNextPaint(() => ran++, clock);
    expect(ran).toBe(1);
  });

  it('never runs once cancelled, before or after the frame', () => {
    const early = fakeClock();
    let ran = 0;
    afterNextPaint(() => ran++, early.clock)();
    early.paint();
    early.runTasks();
    const late = fakeClock();
    const cancel = afterNextPaint(() => ran++, late.clock);
    late.paint();
    cancel();
    late.runTasks();
    expect(ran).toBe(0);
  });
});
