import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/core';
import { createHealthController, DATABASE_PROBE, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { AccessHandler } from './access/access.handler.js';
import { AuthHandler } from './auth/auth.handler.js';
import { AuthService } from './auth/auth.service.js';
import { databaseAnswers } from './db/orm.js';
import { ACCOUNTS_ENV, type AccountsEnv } from './env.js';
import { MailerService } from './mail/mailer.service.js';
import { ProfileHandler } from './profile/profile.handler.js';
import { SignupService } from './signup/signup.service.js';
import { ThrottleService } from './throttle/throttle.service.js';
import { UsageHandler } from './usage/usage.handler.js';
import { UsageService } from './usage/usage.service.js';

@Module({})
export class AccountsModule implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }

  static forRoot(env: AccountsEnv, orm: MikroORM, logger: Logger): DynamicModule {
    return {
      module: AccountsModule,
      imports: [JwtModule.register({})],
      controllers: [
        createHealthController('accounts'),
        AuthHandler,
        ProfileHandler,
        UsageHandler,
        AccessHandler,
      ],
      providers: [
        { provide: ACCOUNTS_ENV, useValue: env },
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: MikroORM, useValue: orm },
        { provide: DATABASE_PROBE, useValue: () => databaseAnswers(orm) },
        AuthService,
        SignupService,
        MailerService,
        ThrottleService,
        UsageService,
      ],
    };
  }
}
