import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { OutboxRelay, type OutboxRelayOptions } from '../outbox/outbox-relay';
import { QueueRegistry } from '../queue/queue-registry';
import { CONFIG, LOGGER, QUEUES } from './tokens';

/**
 * Runs an outbox relay for the life of the process, draining at once on every wake-up; any number
 * of processes may run one.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(ds: DataSource, @Inject(QUEUES) queues: QueueRegistry, @Inject(LOGGER) log: Logger, @Inject(CONFIG) config: AppConfig) {
    this.relay = new OutboxRelay(ds, queues, log, this.options(config));
  }

  protected options(config: AppConfig): OutboxRelayOptions {
    return { databaseUrl: config.DATABASE_URL, pollMs: config.OUTBOX_POLL_MS };
  }

  onApplicationBootstrap() {
    return this.relay.start();
  }

  onApplicationShutdown() {
    return this.relay.stop();
  }
}

/**
 * A relay that stands by for those that drain at once (OUTBOX_STANDBY_DELAY_MS): it publishes what
 * they leave, as when no process running one is up, without a drain of its own on every commit.
 */
@Injectable()
export class StandbyOutboxRelayService extends OutboxRelayService {
  protected override options(config: AppConfig): OutboxRelayOptions {
    return { ...super.options(config), wakeDelayMs: config.OUTBOX_STANDBY_DELAY_MS };
  }
}
