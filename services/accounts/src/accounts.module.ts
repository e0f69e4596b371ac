import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/core';
import { SUBJECTS } from '@leadgen/contracts';
import { createHealthController, createPendingController, DATABASE_PROBE } from '@leadgen/service-kit';
import { AuthHandler } from './auth/auth.handler.js';
import { AuthService } from './auth/auth.service.js';
import { databaseAnswers } from './db/orm.js';
import { ACCOUNTS_ENV, type AccountsEnv } from './env.js';
import { ProfileHandler } from './profile/profile.handler.js';

/** Subjects this build answers; the rest of the accounts routes answer 501 until built. */
export const IMPLEMENTED: string[] = [SUBJECTS.accounts.signin, SUBJECTS.accounts.profileGet];

@Module({})
export class AccountsModule implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }

  static forRoot(env: AccountsEnv, orm: MikroORM): DynamicModule {
    return {
      module: AccountsModule,
      imports: [JwtModule.register({})],
      controllers: [
        createHealthController('accounts', IMPLEMENTED),
        createPendingController('accounts', IMPLEMENTED),
        AuthHandler,
        ProfileHandler,
      ],
      providers: [
        { provide: ACCOUNTS_ENV, useValue: env },
        { provide: MikroORM, useValue: orm },
        { provide: DATABASE_PROBE, useValue: () => databaseAnswers(orm) },
        AuthService,
      ],
    };
  }
}
