import { Module } from '@nestjs/common';
import { PlatformModule } from '@filebridge/platform';
import { MailHandlers } from './mail.handlers';

@Module({ imports: [PlatformModule.forRoot('mailing-worker')], controllers: [MailHandlers] })
export class MailingWorkerModule {}
