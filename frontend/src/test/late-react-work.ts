/**
 * React renders an update made outside act() (a fetch or a mock that resolved, a timer) in a
 * scheduler task, and runs the effects of each commit (useEffect: the document title, storage
 * writes, focus…) in a later task of their own. A test that awaits something (findBy…, waitFor)
 * resumes as soon as it sees it, and whether the rest of that update has happened by then depends
 * on how busy the machine is: an assertion on it passes on a quiet machine and fails now and then
 * on a loaded CI runner.
 *
 * Here that work always comes after the test has looked, which makes the busy machine the only
 * case: a test that asserts on work it did not wait for fails on every run.
 * - Every scheduler turn waits behind a zero timer. Testing Library resumes a test on one, set once
 *   the commit it waited for is done, so the effects of that commit run after the test resumes.
 * - A task asked for from outside React (the render of an update from a resolved fetch or mock)
 *   also waits LATE_MS, so a waitFor on a mock or on the router sees its state, and lets the test
 *   go on, before React renders what follows. Tasks React asks for while running one (a commit's
 *   effects, the render an effect's update needs) do not wait, so a page whose effects update it in
 *   a chain still settles at once.
 * Work inside act() does not go through the scheduler and is not delayed.
 */
import { afterAll } from 'vitest';

/** Longer than the 50 ms between two checks of a waitFor, so a check always comes first. */
const LATE_MS = 100;

type Callback = (...args: unknown[]) => unknown;
type Task = object;
interface Scheduler {
  unstable_scheduleCallback(priority: number, callback: Callback, options?: { delay?: number }): Task;
  unstable_cancelCallback(task: Task): void;
}
// Node's timers, which the browser types of this project do not declare.
const host = globalThis as unknown as {
  setImmediate: (callback: Callback, ...args: unknown[]) => unknown;
  setTimeout: (callback: Callback, ms: number, ...args: unknown[]) => unknown;
};
const realSetImmediate = host.setImmediate;
const realSetTimeout = host.setTimeout;

/** True while a scheduler turn runs, until the microtasks it queued (where React schedules its next tasks) have run. */
let inSchedulerTurn = false;
let turnsWaiting = 0;
const tasksWaiting = new Set<Task>();

function lateSetImmediate(callback: Callback, ...args: unknown[]): unknown {
  turnsWaiting += 1;
  const turn = () => {
    turnsWaiting -= 1;
    inSchedulerTurn = true;
    try {
      callback(...args);
    } finally {
      queueMicrotask(() => (inSchedulerTurn = false));
    }
  };
  return realSetTimeout(() => realSetTimeout(turn, 0), 0);
}

// react-dom takes the scheduler's functions, and the scheduler its host callback (setImmediate
// under Node), once, when they load: both are loaded here, in that order, with the late versions
// in place; the real setImmediate is then put back for everything else.
const SCHEDULER = 'scheduler';
host.setImmediate = lateSetImmediate;
try {
  const scheduler = ((await import(/* @vite-ignore */ SCHEDULER)) as { default: Scheduler }).default;
  const scheduleCallback = scheduler.unstable_scheduleCallback;
  const cancelCallback = scheduler.unstable_cancelCallback;
  scheduler.unstable_scheduleCallback = (priority, callback, options) => {
    if (inSchedulerTurn || options?.delay) return scheduleCallback(priority, callback, options);
    const task = scheduleCallback(
      priority,
      (...args) => {
        tasksWaiting.delete(task);
        return callback(...args);
      },
      { ...options, delay: LATE_MS },
    );
    tasksWaiting.add(task);
    return task;
  };
  scheduler.unstable_cancelCallback = (task) => {
    tasksWaiting.delete(task);
    cancelCallback(task);
  };
  await import('react-dom/client');
} finally {
  host.setImmediate = realSetImmediate;
}

// Work still waiting when a file's last test ends would run after its jsdom window is gone.
afterAll(async () => {
  while (turnsWaiting > 0 || tasksWaiting.size > 0) await new Promise((resolve) => realSetTimeout(resolve, LATE_MS));
});
