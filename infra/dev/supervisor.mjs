// Keeps `npm start`'s processes running: one that exits is started again after a delay that
// doubles with each exit in the last minute (0.5 s, 1 s, 2 s, 4 s); one that exits 5 times within
// that minute is broken, not unlucky, and stops the stack with a message naming it.
import { startProcess, stopAll } from './processes.mjs';

export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 8_000, maxExits: 5, windowMs: 60_000 };

const describeExit = (code, signal) => (code === null ? `signal ${signal}` : `exit code ${code}`);

export class Supervisor {
  #procs = new Map();
  #stopping = false;

  /**
   * @param {{ log: (m: string) => void, onGiveUp: (name: string, message: string) => void, policy?: typeof RESTART_POLICY }} options
   */
  constructor({ log, onGiveUp, policy = RESTART_POLICY }) {
    this.log = log;
    this.onGiveUp = onGiveUp;
    this.policy = policy;
  }

  /** Starts `name` and keeps it running; options as for startProcess. */
  add(name, command, args, options = {}) {
    const entry = { name, command, args, options, child: null, exits: [], timer: null };
    this.#procs.set(name, entry);
    this.#start(entry);
  }

  /** Stops every process (SIGTERM, then SIGKILL after timeoutMs) and restarts none of them. */
  async stop(timeoutMs) {
    this.#stopping = true;
    for (const e of this.#procs.values()) clearTimeout(e.timer);
    await stopAll([...this.#procs.values()].map((e) => e.child).filter(Boolean), timeoutMs);
  }

  #start(entry) {
    if (this.#stopping) return;
    const child = startProcess(entry.name, entry.command, entry.args, entry.options);
    entry.child = child;
    this.log(`${entry.name} started (pid ${child.pid})`);
    child.once('exit', (code, signal) => {
      entry.child = null;
      if (!this.#stopping) this.#exited(entry, code, signal);
    });
  }

  #exited(entry, code, signal) {
    const { firstDelayMs, maxDelayMs, maxExits, windowMs } = this.policy;
    const now = Date.now();
    entry.exits = [...entry.exits.filter((t) => now - t < windowMs), now];
    const how = describeExit(code, signal);
    if (entry.exits.length >= maxExits) {
      const message = `${entry.name} exited ${entry.exits.length} times within ${windowMs / 1000}s (last: ${how}); stopping everything.`;
      this.log(message);
      this.onGiveUp(entry.name, message);
      return;
    }
    const delay = Math.min(firstDelayMs * 2 ** (entry.exits.length - 1), maxDelayMs);
    this.log(`${entry.name} exited (${how}); restarting it in ${delay} ms`);
    entry.timer = setTimeout(() => this.#start(entry), delay);
  }
}
