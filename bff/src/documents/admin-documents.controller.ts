import { Controller, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type ParamsIn, type Principal, type QueryIn } from '../common';
import { toAdminDocumentDto } from './document-rows';
import { DocumentUploadsService } from './document-uploads.service';
import { DocumentsService } from './documents.service';

/** Staff's side of the vault: any order's files, and filing documents into it for the customer. */
@Controller()
export class AdminDocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly uploads: DocumentUploadsService,
  ) {}

  @Endpoint(ENDPOINTS.adminDocuments)
  async list(@Param() { id }: ParamsIn<'adminDocuments'>): Answer<'adminDocuments'> {
    return { success: true, data: (await this.documents.list(id)).map(toAdminDocumentDto) };
  }

  @Endpoint(ENDPOINTS.adminDocumentUpload)
  async upload(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminDocumentUpload'>,
    @Query() { kind, fileName }: QueryIn<'adminDocumentUpload'>,
    @Req() req: FastifyRequest,
  ): Answer<'adminDocumentUpload'> {
    const row = await this.uploads.upload({
      orderId: id,
      uploader: { staff: admin },
      kind,
      fileName,
      correlationId: req.id,
      body: req.raw,
    });
    return { success: true, data: toAdminDocumentDto(row) };
  }

  @Endpoint(ENDPOINTS.adminDocumentLink)
  async link(@Param() { id, documentId }: ParamsIn<'adminDocumentLink'>): Answer<'adminDocumentLink'> {
    return { success: true, data: await this.documents.link(id, documentId) };
  }
}
