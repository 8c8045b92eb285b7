import { Controller, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { RawEndpoint, type ParamsIn } from '../common';
import { attachmentHeader } from './attachment-header';
import { DocumentsService } from './documents.service';

/**
 * The download a signed link names. It is always an attachment of the type the bytes were proven
 * to be, never sniffed again by the browser, and never kept by a cache along the way.
 */
@Controller()
export class DocumentDownloadController {
  constructor(private readonly documents: DocumentsService) {}

  @RawEndpoint(ENDPOINTS.documentDownload)
  async download(@Param() { token }: ParamsIn<'documentDownload'>, @Res() reply: FastifyReply): Promise<void> {
    const { document, bytes } = await this.documents.open(token);
    await reply
      .header('content-type', document.contentType)
      .header('content-length', String(document.sizeBytes))
      .header('content-disposition', attachmentHeader(document.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
