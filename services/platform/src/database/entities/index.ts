import { AccountEntity } from './account.entity';
import {
  EmailVerificationEntity,
  PasswordResetEntity,
  RecoveryCodeEntity,
  SecondFactorEntity,
  SessionEntity,
} from './account-security.entity';
import { ConversationEntity, ConversationMessageEntity } from './conversation.entity';
import { BusinessEntity, ComplianceFilingDoneEntity, ComplianceReminderSettingsEntity } from './business.entity';
import { PackageEntity, ServiceEntity, StateTaxEntity } from './catalog.entity';
import { OrderDisputeEntity, OrderEntity, OrderEventEntity, OrderRefundEntity } from './order.entity';
import { OrderCreateKeyEntity } from './order-create-key.entity';
import { OrderNoteEntity, WorkQueueViewEntity } from './work-queue.entity';
import { OrderDocumentEntity, OrderIntakeEntity, OrderMessageEntity, OrderPhaseEventEntity, OrderRequestEntity } from './fulfilment.entity';
import {
  AdminAuditEntity,
  CalendarFeedEntity,
  ComplianceReminderOptoutEntity,
  InquiryEntity,
  MailLogEntity,
  NewsletterConfirmationEntity,
  NewsletterSubscriberEntity,
  OutboxEntity,
  StripeEventEntity,
} from './messaging.entity';

export * from './account.entity';
export * from './account-security.entity';
export * from './catalog.entity';
export * from './order.entity';
export * from './order-create-key.entity';
export * from './messaging.entity';
export * from './fulfilment.entity';
export * from './conversation.entity';
export * from './business.entity';
export * from './work-queue.entity';

export const ENTITIES = [
  AccountEntity,
  ServiceEntity,
  PackageEntity,
  StateTaxEntity,
  OrderEntity,
  OrderEventEntity,
  OrderRefundEntity,
  OrderDisputeEntity,
  OutboxEntity,
  StripeEventEntity,
  NewsletterSubscriberEntity,
  MailLogEntity,
  InquiryEntity,
  AdminAuditEntity,
  ComplianceReminderOptoutEntity,
  NewsletterConfirmationEntity,
  OrderCreateKeyEntity,
  OrderPhaseEventEntity,
  OrderIntakeEntity,
  OrderDocumentEntity,
  OrderRequestEntity,
  OrderMessageEntity,
  CalendarFeedEntity,
  SessionEntity,
  PasswordResetEntity,
  EmailVerificationEntity,
  SecondFactorEntity,
  RecoveryCodeEntity,
  ConversationEntity,
  ConversationMessageEntity,
  BusinessEntity,
  ComplianceReminderSettingsEntity,
  ComplianceFilingDoneEntity,
  OrderNoteEntity,
  WorkQueueViewEntity,
];
