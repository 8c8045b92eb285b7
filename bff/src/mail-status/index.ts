export { MailStatusModule } from './mail-status.module';
export { MailStatusService, mailKeyOf } from './mail-status.service';
