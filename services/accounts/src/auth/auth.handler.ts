import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CompleteSignupRequestSchema,
  ResendCodeRequestSchema,
  SigninRequestSchema,
  SignupRequestSchema,
  SUBJECTS,
  VerifyEmailRequestSchema,
  type RpcRequest,
} from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { SignupService } from '../signup/signup.service.js';
import { AuthService } from './auth.service.js';

type Req<S extends z.ZodType> = RpcRequest<z.infer<S>>;

/** The auth calls of the product: sign-in and the sign-up steps. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly auth: AuthService,
    private readonly signups: SignupService,
  ) {}

  @MessagePattern(SUBJECTS.accounts.signin)
  signin(@Payload(rpcPayload(SigninRequestSchema)) req: Req<typeof SigninRequestSchema>) {
    return this.auth.signin(req.body.email, req.body.password, req.ip, req.user_agent);
  }

  @MessagePattern(SUBJECTS.accounts.signup)
  signup(@Payload(rpcPayload(SignupRequestSchema)) req: Req<typeof SignupRequestSchema>) {
    return this.signups.signup(req.body.email, req.ip);
  }

  @MessagePattern(SUBJECTS.accounts.verifyEmail)
  verify(@Payload(rpcPayload(VerifyEmailRequestSchema)) req: Req<typeof VerifyEmailRequestSchema>) {
    return this.signups.verify(req.body.email, req.body.code, req.ip);
  }

  @MessagePattern(SUBJECTS.accounts.resendCode)
  resend(@Payload(rpcPayload(ResendCodeRequestSchema)) req: Req<typeof ResendCodeRequestSchema>) {
    return this.signups.resend(req.body.email, req.ip);
  }

  @MessagePattern(SUBJECTS.accounts.completeSignup)
  complete(@Payload(rpcPayload(CompleteSignupRequestSchema)) req: Req<typeof CompleteSignupRequestSchema>) {
    return this.signups.complete(req.body, req.ip, req.user_agent);
  }
}
