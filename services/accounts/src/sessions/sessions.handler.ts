import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SessionCheckRequestSchema, SUBJECTS, type Caller, type RpcRequest } from '@leadgen/contracts';
import { requireCaller, rpcError, rpcPayload, Route, type RouteRequest } from '@leadgen/service-kit';
import { z } from 'zod';
import { UsageService } from '../usage/usage.service.js';
import { SessionsService } from './sessions.service.js';

/** The caller's user and session; a request without a session id answers 401, as the gateway does. */
function callerSession(caller: Caller | null): { userId: string; sessionId: string } {
  const userId = requireCaller(caller);
  if (!caller?.session_id) throw rpcError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return { userId, sessionId: caller.session_id };
}

/** Sign-out, the session list of Account Settings, and the gateway's session check. */
@Controller()
export class SessionsHandler {
  constructor(
    private readonly sessions: SessionsService,
    private readonly usage: UsageService,
  ) {}

  @Route('signout')
  async signout(req: RouteRequest<'signout'>) {
    const { userId, sessionId } = callerSession(req.caller);
    await this.sessions.signout(userId, sessionId);
    return { success: true as const, message: 'You have been signed out.' };
  }

  @Route('sessionsList')
  async list(req: RouteRequest<'sessionsList'>) {
    const { userId, sessionId } = callerSession(req.caller);
    return { success: true as const, sessions: await this.sessions.list(userId, sessionId) };
  }

  @Route('sessionEnd')
  async end(req: RouteRequest<'sessionEnd'>) {
    const { userId } = callerSession(req.caller);
    await this.sessions.end(userId, req.params!.id);
    return { success: true as const, message: 'Session ended.', sessions_ended: 1 };
  }

  @Route('sessionsEndOthers')
  async endOthers(req: RouteRequest<'sessionsEndOthers'>) {
    const { userId, sessionId } = callerSession(req.caller);
    const ended = await this.sessions.endOthers(userId, sessionId);
    await this.sessions.announce(userId, ended);
    const message = ended.length === 1 ? 'Signed out 1 other session.' : `Signed out ${ended.length} other sessions.`;
    return { success: true as const, message, sessions_ended: ended.length };
  }

  /**
   * Asked by a gateway that has not confirmed this session lately; no caller (the token is what is
   * being checked). A live session's answer carries the plan limits the user has reached this
   * month, so a gateway that started after the batch that reached them refuses at once too.
   */
  @MessagePattern(SUBJECTS.accounts.sessionCheck)
  async check(
    @Payload(rpcPayload(SessionCheckRequestSchema)) req: RpcRequest<z.infer<typeof SessionCheckRequestSchema>>,
  ) {
    const active = await this.sessions.check(req.body.session_id, req.body.user_id);
    if (!active) return { active };
    const limits = await this.usage.limitsOf(req.body.user_id);
    return limits ? { active, limits } : { active };
  }
}
