export { MailStatusModule } from './mail-status.module';
export { MailStatusService, mailKeyOf, type MailFate } from './mail-status.service';
