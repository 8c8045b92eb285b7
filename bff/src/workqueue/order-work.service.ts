import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import {
  VIEWS_PER_STAFF,
  type InternalNote,
  type OrderWork,
  type StaffRef,
  type WorkQueueFilter,
  type WorkQueueView,
} from '@filebridge/contracts';
import { AccountEntity, OrderEntity, OrderNoteEntity, WorkQueueViewEntity } from '@filebridge/platform';
import type { Principal } from '../common';
import { slaOf } from './work-queue.service';

export const ORDER_NOT_FOUND = { message: 'Order not found', code: 'order_not_found' };
const NOT_STAFF = { message: 'Orders can be assigned to active staff members only.', code: 'assignee_not_staff' };
const ACTIVE_STAFF = { role: 'admin', deactivatedAt: IsNull() } as const;
const VIEW_NOT_FOUND = { message: 'View not found', code: 'view_not_found' };

const noteDto = (n: OrderNoteEntity): InternalNote => ({
  id: n.id,
  body: n.body,
  authorEmail: n.authorEmail,
  createdAt: n.createdAt.toISOString(),
});

/** The staff side of an order: who works it and the team's internal notes, which no customer call reads. */
@Injectable()
export class OrderWorkService {
  constructor(private readonly ds: DataSource) {}

  async of(orderId: string): Promise<OrderWork> {
    const order = await this.ds.getRepository(OrderEntity).findOne({
      select: { id: true, assigneeId: true, slaDueAt: true, slaRemainingMs: true },
      where: { id: orderId },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const [notes, assignee] = await Promise.all([
      this.ds.getRepository(OrderNoteEntity).find({ where: { orderId }, order: { createdAt: 'ASC' } }),
      order.assigneeId ? this.staff(this.ds.manager, order.assigneeId) : null,
    ]);
    return { assignee, sla: slaOf(order.slaDueAt, order.slaRemainingMs, new Date()), notes: notes.map(noteDto) };
  }

  /** In the caller's transaction, so the audit row commits with it. */
  async addNote(m: EntityManager, orderId: string, body: string, author: Principal): Promise<InternalNote> {
    if (!(await m.getRepository(OrderEntity).existsBy({ id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
    const note = await m.getRepository(OrderNoteEntity).save({ orderId, body, authorId: author.id, authorEmail: author.email });
    return noteDto(note);
  }

  /**
   * An active staff member by id; anyone else is refused, so an order is never handed to a customer
   * or to someone who left the team.
   */
  async staff(m: EntityManager, id: string): Promise<StaffRef> {
    const account = await m.getRepository(AccountEntity).findOne({ select: { id: true, email: true }, where: { id, ...ACTIVE_STAFF } });
    if (!account) throw new BadRequestException(NOT_STAFF);
    return { id: account.id, email: account.email };
  }

  /** Sets who works the order (null: nobody), in the caller's transaction; answers the previous assignee's id. */
  async assign(
    m: EntityManager,
    orderId: string,
    assigneeId: string | null,
  ): Promise<{ assignee: StaffRef | null; previous: string | null }> {
    const assignee = assigneeId ? await this.staff(m, assigneeId) : null;
    // An UPDATE answers its returned rows beside the count of rows it changed.
    const [[row]] = await m.query<[{ previous: string | null }[], number]>(
      `UPDATE orders o SET assignee_id = $2 FROM (SELECT id, assignee_id FROM orders WHERE id = $1 FOR UPDATE) prev
        WHERE o.id = prev.id RETURNING prev.assignee_id AS previous`,
      [orderId, assigneeId],
    );
    if (!row) throw new NotFoundException(ORDER_NOT_FOUND);
    return { assignee, previous: row.previous };
  }

  assignees(): Promise<StaffRef[]> {
    return this.ds.getRepository(AccountEntity).find({ select: { id: true, email: true }, where: ACTIVE_STAFF, order: { email: 'ASC' } });
  }

  async views(staffId: string): Promise<WorkQueueView[]> {
    const rows = await this.ds.getRepository(WorkQueueViewEntity).find({ where: { staffId }, order: { name: 'ASC' } });
    return rows.map((v) => ({ id: v.id, name: v.name, filters: v.filters }));
  }

  /** Saves a view under its name, replacing the caller's view of that name; in the caller's transaction. */
  async saveView(m: EntityManager, staffId: string, name: string, filters: WorkQueueFilter): Promise<WorkQueueView> {
    const repo = m.getRepository(WorkQueueViewEntity);
    const existing = await repo.findOneBy({ staffId, name });
    if (!existing && (await repo.countBy({ staffId })) >= VIEWS_PER_STAFF) {
      throw new ConflictException({ message: `Keep at most ${VIEWS_PER_STAFF} views: delete one first.`, code: 'too_many_views' });
    }
    const saved = await repo.save({ ...(existing ?? {}), staffId, name, filters });
    return { id: saved.id, name: saved.name, filters: saved.filters };
  }

  async deleteView(m: EntityManager, staffId: string, id: string): Promise<void> {
    const { affected } = await m.getRepository(WorkQueueViewEntity).delete({ id, staffId });
    if (!affected) throw new NotFoundException(VIEW_NOT_FOUND);
  }
}
