import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SigninRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { AuthService } from './auth.service.js';

@Controller()
export class AuthHandler {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(SUBJECTS.accounts.signin)
  signin(@Payload(rpcPayload(SigninRequestSchema)) req: RpcRequest<z.infer<typeof SigninRequestSchema>>) {
    return this.auth.signin(req.body.email, req.body.password);
  }
}
