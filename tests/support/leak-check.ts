/**
 * Every jest suite must leave its process as it found it: once its own teardown is done, no socket,
 * server, child process or timer it started may still hold the event loop. One that does keeps the
 * jest worker alive after its last suite (jest then force-exits it without saying which suite is
 * to blame) and can carry one suite's traffic into the next suite on the same worker.
 *
 * Handles close asynchronously (a socket's FIN, a child's exit), so a suite has a few seconds to
 * wind down; only what is still open after that fails it, with the kinds of handle named.
 */
const WIND_DOWN_MS = 10_000;
const POLL_MS = 25;

type Counts = Map<string, number>;

/** The handles keeping the event loop alive, by kind (unref'd timers and sockets are not listed). */
function activeHandles(): Counts {
  const counts: Counts = new Map();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

function leftSince(before: Counts): string[] {
  return [...activeHandles()]
    .filter(([kind, n]) => n > (before.get(kind) ?? 0))
    .map(([kind, n]) => `${n - (before.get(kind) ?? 0)} × ${kind}`);
}

// Counted before the suite's module runs, so what it opens while its tests are collected counts too;
// plus jest's own timer for the afterAll hook below, which is running when the count is compared.
const before = activeHandles();
before.set('Timeout', (before.get('Timeout') ?? 0) + 1);

afterAll(async () => {
  const deadline = Date.now() + WIND_DOWN_MS;
  let left = leftSince(before);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    left = leftSince(before);
  }
  if (left.length > 0) {
    throw new Error(
      `This suite left ${left.join(', ')} open ${WIND_DOWN_MS / 1000} s after its teardown: ` +
        'close every connection, server, child process and timer it opens (or unref the timer).',
    );
  }
}, WIND_DOWN_MS + 5_000);
