import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { SUPPORT_EMAIL, type ApplicationRequest, type ContactRequest, type Inquiry, type InquiryKind } from '@filebridge/contracts';
import { InquiryEntity, startConversation, writeOutbox } from '@filebridge/platform';

/** How many inquiries an admin list or download holds, newest first. */
const LIST_LIMIT = 5000;

/** Contact messages and partner/affiliate applications: stored for admins, mailed to support. */
@Injectable()
export class InquiriesService {
  private readonly inquiries: Repository<InquiryEntity>;

  constructor(private readonly ds: DataSource) {
    this.inquiries = ds.getRepository(InquiryEntity);
  }

  contact(input: ContactRequest): Promise<void> {
    return this.store('contact', input, { phone: input.phone, topic: input.topic, message: input.message }, input.topic);
  }

  apply(input: ApplicationRequest): Promise<void> {
    return this.store(
      input.kind,
      input,
      { phone: input.phone, company: input.company, website: input.website, message: input.message },
      `${input.kind} application (${input.company})`,
    );
  }

  async list(): Promise<Inquiry[]> {
    const rows = await this.inquiries.find({ order: { createdAt: 'DESC' }, take: LIST_LIMIT });
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The inquiry, its conversation (a contact message's) and the mail to support commit together, so none exists without the others. */
  private store(kind: InquiryKind, from: ContactRequest | ApplicationRequest, details: Record<string, unknown>, topic: string) {
    return this.ds.transaction(async (m) => {
      const inquiry = await m.getRepository(InquiryEntity).save({ kind, name: from.name, email: from.email, details });
      if (kind === 'contact') {
        await startConversation(m, { inquiryId: inquiry.id, name: from.name, email: from.email, topic, message: from.message });
      }
      const key = `inquiry-${inquiry.id}`;
      await writeOutbox(
        m,
        'mail.send',
        {
          idempotencyKey: key,
          template: 'contact-message',
          to: SUPPORT_EMAIL,
          data: { name: from.name, email: from.email, phone: from.phone ?? '', topic, message: from.message },
        },
        key,
      );
    });
  }
}
