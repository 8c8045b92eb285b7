import { Module } from '@nestjs/common';
import { MailStatusService } from './mail-status.service';

/** What became of each mail, read from the mail log the mailing worker keeps. */
@Module({ providers: [MailStatusService], exports: [MailStatusService] })
export class MailStatusModule {}
