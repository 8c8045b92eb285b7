import type { JobName } from '@filebridge/contracts';

/** What of a worker's job transport these checks use: its handlers, and one job handed to it. */
interface JobTransport {
  addHandler(name: string, handler: (payload: unknown) => Promise<unknown>, parsed: boolean): void;
  handle(job: never): Promise<unknown>;
}

interface WorkerJobs<T extends JobTransport> {
  /** The job names the worker's module binds handlers to. */
  handled: readonly string[];
  /** The job names routed to the worker's queues. */
  routed: readonly JobName[];
  /** A transport over the worker's queues that never connects. */
  transport: () => T;
}

/** A job as BullMQ hands it to the transport. */
export const jobOf = <T extends JobTransport>(name: JobName, data: unknown) =>
  ({ id: `${name}-1`, name, data }) as unknown as Parameters<T['handle']>[0];

/**
 * The checks every worker's jobs pass: its handlers cover exactly the jobs routed to its queues, and a
 * malformed job of each is failed as unrecoverable, naming the field, before its handler runs.
 * `more` adds the worker's own cases, given transports whose handlers only record what they got.
 */
export function describeWorkerJobs<T extends JobTransport>(
  worker: string,
  { handled, routed, transport }: WorkerJobs<T>,
  more: (recording: () => { transport: T; received: jest.Mock }) => void,
): void {
  const recording = () => {
    const t = transport();
    const received = jest.fn();
    for (const name of routed) t.addHandler(name, async (payload: unknown) => received(name, payload), true);
    return { transport: t, received };
  };

  describe(`${worker} jobs`, () => {
    it('handles exactly the jobs routed to its queues', () => {
      expect([...handled].sort()).toEqual([...routed].sort());
    });

    it.each(routed)('fails a malformed %s as unrecoverable, naming the field, before its handler runs', async (name) => {
      const { transport: t, received } = recording();
      const run = t.handle(jobOf<T>(name, { correlationId: 42 }));
      // Unrecoverable: BullMQ fails the job for good instead of retrying it.
      await expect(run).rejects.toMatchObject({ name: 'UnrecoverableError' });
      await expect(run).rejects.toThrow(new RegExp(`^Invalid payload for job ${name.replace('.', '\\.')}: (missing|invalid) \\w+`));
      expect(received).not.toHaveBeenCalled();
    });

    more(recording);
  });
}
