import { Controller, Param } from '@nestjs/common';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type ParamsIn, type Principal } from '../common';
import { SessionsService } from './sessions.service';

/** The devices page: which devices are signed in, and signing them out one at a time or all but this one. */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint(ENDPOINTS.mySessions)
  async list(@CurrentPrincipal() p: Principal): Answer<'mySessions'> {
    return { success: true, data: await this.sessions.list(p.id, p.sessionId) };
  }

  @Endpoint(ENDPOINTS.endSession)
  async end(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'endSession'>): Answer<'endSession'> {
    await this.sessions.end(p.id, id);
    return { success: true };
  }

  @Endpoint(ENDPOINTS.endOtherSessions)
  async endOthers(@CurrentPrincipal() p: Principal): Answer<'endOtherSessions'> {
    await this.sessions.endAll(p.id, p.sessionId);
    return { success: true };
  }

  @Endpoint(ENDPOINTS.logoutEverywhere)
  async endAll(@CurrentPrincipal() p: Principal): Answer<'logoutEverywhere'> {
    await this.sessions.endAll(p.id);
    return { success: true };
  }
}
