import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ENDPOINTS, WORK_QUEUE_PAGE_SIZE } from '@filebridge/contracts';
import { AdminAuditService, assignment } from '../admin';
import { CurrentPrincipal, Endpoint, RawEndpoint, type Answer, type BodyIn, type ParamsIn, type Principal, type QueryIn } from '../common';
import { BulkActionsService } from './bulk-actions.service';
import { CsvExportService } from './csv-export.service';
import { OrderWorkService } from './order-work.service';
import { WorkQueueService } from './work-queue.service';

@Controller()
export class WorkQueueController {
  constructor(
    private readonly ds: DataSource,
    private readonly queue: WorkQueueService,
    private readonly work: OrderWorkService,
    private readonly bulk: BulkActionsService,
    private readonly exports: CsvExportService,
    private readonly audit: AdminAuditService,
  ) {}

  @Endpoint(ENDPOINTS.adminWorkQueue)
  async list(@CurrentPrincipal() staff: Principal, @Query() q: QueryIn<'adminWorkQueue'>): Answer<'adminWorkQueue'> {
    const { after, pageSize, ...filter } = q;
    return { success: true, data: await this.queue.page(filter, staff.id, after, pageSize ?? WORK_QUEUE_PAGE_SIZE) };
  }

  @RawEndpoint(ENDPOINTS.adminWorkQueueExport)
  async exportQueue(
    @CurrentPrincipal() staff: Principal,
    @Query() q: QueryIn<'adminWorkQueueExport'>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.exported(staff, 'work-queue', q);
    this.exports.sendQueue(reply, q, staff.id);
  }

  @RawEndpoint(ENDPOINTS.adminOrdersExport)
  async exportOrders(
    @CurrentPrincipal() staff: Principal,
    @Query() q: QueryIn<'adminOrdersExport'>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.exported(staff, 'orders', q);
    this.exports.sendOrders(reply, q);
  }

  @Endpoint(ENDPOINTS.adminAssignees)
  async assignees(): Answer<'adminAssignees'> {
    return { success: true, data: await this.work.assignees() };
  }

  @Endpoint(ENDPOINTS.adminWorkQueueViews)
  async views(@CurrentPrincipal() staff: Principal): Answer<'adminWorkQueueViews'> {
    return { success: true, data: await this.work.views(staff.id) };
  }

  @Endpoint(ENDPOINTS.adminWorkQueueViewCreate)
  async saveView(
    @CurrentPrincipal() staff: Principal,
    @Body() body: BodyIn<'adminWorkQueueViewCreate'>,
  ): Answer<'adminWorkQueueViewCreate'> {
    const data = await this.ds.transaction(async (m) => {
      const view = await this.work.saveView(m, staff.id, body.name, body.filters);
      await this.audit.record(m, staff, { action: 'view.save', targetType: 'work-queue-view', targetId: view.id, details: { ...body } });
      return view;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminWorkQueueViewDelete)
  async deleteView(
    @CurrentPrincipal() staff: Principal,
    @Param() { id }: ParamsIn<'adminWorkQueueViewDelete'>,
  ): Answer<'adminWorkQueueViewDelete'> {
    await this.ds.transaction(async (m) => {
      await this.work.deleteView(m, staff.id, id);
      await this.audit.record(m, staff, { action: 'view.delete', targetType: 'work-queue-view', targetId: id, details: {} });
    });
    return { success: true };
  }

  @Endpoint(ENDPOINTS.adminOrderWork)
  async orderWork(@Param() { id }: ParamsIn<'adminOrderWork'>): Answer<'adminOrderWork'> {
    return { success: true, data: await this.work.of(id) };
  }

  @Endpoint(ENDPOINTS.adminOrderNoteCreate)
  async addNote(
    @CurrentPrincipal() staff: Principal,
    @Param() { id }: ParamsIn<'adminOrderNoteCreate'>,
    @Body() { body }: BodyIn<'adminOrderNoteCreate'>,
  ): Answer<'adminOrderNoteCreate'> {
    const data = await this.ds.transaction(async (m) => {
      const note = await this.work.addNote(m, id, body, staff);
      await this.audit.record(m, staff, { action: 'order.note', targetType: 'order', targetId: id, details: { noteId: note.id } });
      return note;
    });
    return { success: true, data };
  }

  @Endpoint(ENDPOINTS.adminOrderAssign)
  async assign(
    @CurrentPrincipal() staff: Principal,
    @Param() { id }: ParamsIn<'adminOrderAssign'>,
    @Body() { assigneeId }: BodyIn<'adminOrderAssign'>,
  ): Answer<'adminOrderAssign'> {
    return { success: true, data: await this.assignTo(staff, id, assigneeId) };
  }

  @Endpoint(ENDPOINTS.adminOrderTake)
  async take(@CurrentPrincipal() staff: Principal, @Param() { id }: ParamsIn<'adminOrderTake'>): Answer<'adminOrderTake'> {
    return { success: true, data: await this.assignTo(staff, id, staff.id) };
  }

  @Endpoint(ENDPOINTS.adminBulk)
  async runBulk(@CurrentPrincipal() staff: Principal, @Body() body: BodyIn<'adminBulk'>, @Req() req: FastifyRequest): Answer<'adminBulk'> {
    return { success: true, data: await this.bulk.run(body.selection, body.action, staff, req.id) };
  }

  @Endpoint(ENDPOINTS.adminBulkRequests)
  async bulkRequests(
    @CurrentPrincipal() staff: Principal,
    @Body() body: BodyIn<'adminBulkRequests'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminBulkRequests'> {
    return { success: true, data: await this.bulk.raiseRequests(body.selection, body.request, staff, req.id) };
  }

  private assignTo(staff: Principal, orderId: string, assigneeId: string | null) {
    return this.ds.transaction(async (m) => {
      const { assignee, previous } = await this.work.assign(m, orderId, assigneeId);
      await this.audit.record(m, staff, {
        action: 'order.assign',
        targetType: 'order',
        targetId: orderId,
        details: {},
        ...assignment(previous, assigneeId),
      });
      return { assignee };
    });
  }

  /** An export is a staff action like any other: who took which list, and when. */
  private exported(staff: Principal, list: string, filters: object): Promise<void> {
    return this.ds.transaction((m) =>
      this.audit.record(m, staff, { action: 'data.export', targetType: 'list', targetId: list, details: { ...filters } }),
    );
  }
}
