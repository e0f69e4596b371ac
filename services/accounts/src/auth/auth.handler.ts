import { Controller } from '@nestjs/common';
import { Route, type RouteRequest } from '@leadgen/service-kit';
import { SignupService } from '../signup/signup.service.js';
import { AuthService } from './auth.service.js';

/** The auth calls of the product: sign-in and the sign-up steps. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly auth: AuthService,
    private readonly signups: SignupService,
  ) {}

  @Route('signin')
  signin(req: RouteRequest<'signin'>) {
    return this.auth.signin(req.body.email, req.body.password, req.ip, req.user_agent);
  }

  @Route('signup')
  signup(req: RouteRequest<'signup'>) {
    return this.signups.signup(req.body.email, req.ip);
  }

  @Route('verifyEmail')
  verify(req: RouteRequest<'verifyEmail'>) {
    return this.signups.verify(req.body.email, req.body.code, req.ip);
  }

  @Route('resendCode')
  resend(req: RouteRequest<'resendCode'>) {
    return this.signups.resend(req.body.email, req.ip);
  }

  @Route('completeSignup')
  complete(req: RouteRequest<'completeSignup'>) {
    return this.signups.complete(req.body, req.ip, req.user_agent);
  }
}
