import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { OutboxRelay } from '../outbox/outbox-relay';
import { QueueRegistry } from '../queue/queue-registry';
import { CONFIG, LOGGER, QUEUES } from './tokens';

/** Runs an outbox relay for the life of the process; any number of processes may run one. */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(ds: DataSource, @Inject(QUEUES) queues: QueueRegistry, @Inject(LOGGER) log: Logger, @Inject(CONFIG) config: AppConfig) {
    this.relay = new OutboxRelay(ds, queues, log, { databaseUrl: config.DATABASE_URL, pollMs: config.OUTBOX_POLL_MS });
  }

  onApplicationBootstrap() {
    return this.relay.start();
  }

  onApplicationShutdown() {
    return this.relay.stop();
  }
}
