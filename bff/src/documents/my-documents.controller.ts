import { Controller, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CUSTOMER_DOCUMENT_KIND, ENDPOINTS } from '@filebridge/contracts';
import { requireVerifiedEmail } from '../auth';
import { CurrentPrincipal, Endpoint, type Answer, type ParamsIn, type Principal, type QueryIn } from '../common';
import { toDocumentDto } from './document-rows';
import { DocumentUploadsService } from './document-uploads.service';
import { DocumentsService } from './documents.service';

/** A customer's side of the vault: the files of their own orders; any other order answers 404. */
@Controller()
export class MyDocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly uploads: DocumentUploadsService,
  ) {}

  @Endpoint(ENDPOINTS.myDocuments)
  async list(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myDocuments'>): Answer<'myDocuments'> {
    return { success: true, data: (await this.documents.list(id, p.id)).map(toDocumentDto) };
  }

  @Endpoint(ENDPOINTS.myDocumentUpload)
  async upload(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'myDocumentUpload'>,
    @Query() { fileName }: QueryIn<'myDocumentUpload'>,
    @Req() req: FastifyRequest,
  ): Answer<'myDocumentUpload'> {
    const row = await this.uploads.upload({
      orderId: id,
      uploader: { customerId: p.id },
      kind: CUSTOMER_DOCUMENT_KIND,
      fileName,
      correlationId: req.id,
      body: req.raw,
    });
    return { success: true, data: toDocumentDto(row) };
  }

  /** A document leaves only for the address's proven owner: an unverified customer is told to verify first. */
  @Endpoint(ENDPOINTS.myDocumentLink)
  async link(@CurrentPrincipal() p: Principal, @Param() { id, documentId }: ParamsIn<'myDocumentLink'>): Answer<'myDocumentLink'> {
    requireVerifiedEmail(p);
    return { success: true, data: await this.documents.link(id, documentId, p.id) };
  }
}
