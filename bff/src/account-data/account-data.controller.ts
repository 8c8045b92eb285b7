import { Body, Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { requireVerifiedEmail } from '../auth';
import { CurrentPrincipal, Endpoint, RawEndpoint, type Answer, type BodyIn, type Principal } from '../common';
import { AccountClosureService } from './account-closure.service';
import { DocumentsZipService } from './documents-zip.service';
import { MyDataService } from './my-data.service';

/** The account holder's copy of their data, and closing the account. A copy leaves only for a verified address. */
@Controller()
export class AccountDataController {
  constructor(
    private readonly data: MyDataService,
    private readonly zip: DocumentsZipService,
    private readonly closure: AccountClosureService,
  ) {}

  @Endpoint(ENDPOINTS.myData)
  async myData(@CurrentPrincipal() p: Principal): Answer<'myData'> {
    requireVerifiedEmail(p);
    return { success: true, data: await this.data.export(p.id) };
  }

  @RawEndpoint(ENDPOINTS.myDocumentsZip)
  async documentsZip(@CurrentPrincipal() p: Principal, @Res() reply: FastifyReply): Promise<void> {
    requireVerifiedEmail(p);
    const body = await this.zip.zip(p.id);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="my-documents.zip"')
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  /** Closing ends every session, this one included: the closure deletes them all. */
  @Endpoint(ENDPOINTS.closeAccount)
  async close(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'closeAccount'>): Answer<'closeAccount'> {
    await this.closure.close(p, body);
    return { success: true };
  }
}
