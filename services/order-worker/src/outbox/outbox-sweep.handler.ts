import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { DataSource, Raw } from 'typeorm';
import { JOBS } from '@filebridge/contracts';
import { OutboxEntity } from '@filebridge/platform';

@Controller()
export class OutboxSweepHandler {
  constructor(private readonly ds: DataSource) {}

  /** Published outbox rows are kept a day for inspection, then removed. */
  @EventPattern(JOBS.outboxSweep)
  async sweep() {
    await this.ds.getRepository(OutboxEntity).delete({ publishedAt: Raw((column) => `${column} < now() - interval '1 day'`) });
  }
}
