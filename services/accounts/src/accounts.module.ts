import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { ClientProxy } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import {
  createHealthController,
  DATABASE_PROBE,
  EVENTS_CLIENT,
  eventsClient,
  FollowedClock,
  SERVICE_LOGGER,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { AccessHandler } from './access/access.handler.js';
import { AuthHandler } from './auth/auth.handler.js';
import { AuthService } from './auth/auth.service.js';
import { LeadsCustomPitchReportCarryOver } from './custom-pitch-report/custom-pitch-report.carry-over.js';
import { CustomPitchReportHandler } from './custom-pitch-report/custom-pitch-report.handler.js';
import { CustomPitchReportService } from './custom-pitch-report/custom-pitch-report.service.js';
import { databaseAnswers } from './db/orm.js';
import { DIGEST_CLOCK } from './digest/digest.clock.js';
import { DigestHandler } from './digest/digest.handler.js';
import { LeadsWatchDigest } from './digest/digest.leads.js';
import { DigestOptOut } from './digest/digest.opt-out.js';
import { DigestSender } from './digest/digest.send.js';
import { DigestSettingsService } from './digest/digest.settings.js';
import { DigestWorker } from './digest/digest.worker.js';
import { ACCOUNTS_ENV, type AccountsEnv } from './env.js';
import { KeptAnalysesHandler } from './kept-analyses/kept-analyses.handler.js';
import { KeptAnalysesService } from './kept-analyses/kept-analyses.service.js';
import { MailerService } from './mail/mailer.service.js';
import { OfferHandler } from './offer/offer.handler.js';
import { OfferService } from './offer/offer.service.js';
import { ProfileHandler } from './profile/profile.handler.js';
import { SessionsHandler } from './sessions/sessions.handler.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignupService } from './signup/signup.service.js';
import { SigninAttemptsService } from './throttle/signin-attempts.service.js';
import { TeamHandler } from './team/team.handler.js';
import { TeamInviteRevoke } from './team/team.invite-revoke.js';
import { TeamInvites } from './team/team.invites.js';
import { TeamJoin } from './team/team.join.js';
import { TeamMembers } from './team/team.members.js';
import { TeamService } from './team/team.service.js';
import { ThrottleService } from './throttle/throttle.service.js';
import { UsageConsumer } from './usage/usage.consumer.js';
import { UsageHandler } from './usage/usage.handler.js';
import { UsageService } from './usage/usage.service.js';

@Module({})
export class AccountsModule implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    private readonly digests: DigestWorker,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    // The digest round under way records how it ended before its connections close.
    await this.digests.stop();
    await this.client.close();
    await this.orm.close();
  }

  static forRoot(env: AccountsEnv, orm: MikroORM, logger: Logger): DynamicModule {
    // Publishes events.session-ended and events.usage-limits-reached, which every gateway
    // instance hears, counts usage from the usage stream over the same connection, and asks
    // leads for a rep's custom-pitch report selected before accounts kept it, and for what a rep's
    // watches found for their weekly digest.
    const { provider: events } = eventsClient(env.NATS_URL, 'accounts');
    return {
      module: AccountsModule,
      imports: [JwtModule.register({})],
      controllers: [
        createHealthController('accounts'),
        AuthHandler,
        ProfileHandler,
        UsageHandler,
        AccessHandler,
        SessionsHandler,
        CustomPitchReportHandler,
        OfferHandler,
        KeptAnalysesHandler,
        TeamHandler,
        DigestHandler,
      ],
      providers: [
        { provide: ACCOUNTS_ENV, useValue: env },
        events,
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: MikroORM, useValue: orm },
        { provide: DATABASE_PROBE, useValue: () => databaseAnswers(orm) },
        AuthService,
        SessionsService,
        SignupService,
        MailerService,
        ThrottleService,
        SigninAttemptsService,
        UsageService,
        UsageConsumer,
        CustomPitchReportService,
        LeadsCustomPitchReportCarryOver,
        OfferService,
        KeptAnalysesService,
        TeamService,
        TeamInvites,
        TeamInviteRevoke,
        TeamJoin,
        TeamMembers,
        // The weekly digest goes by the simulated world's clock where the simulator runs (CLOCK_URL).
        { provide: DIGEST_CLOCK, useValue: new FollowedClock(env.CLOCK_URL) },
        DigestSettingsService,
        DigestOptOut,
        LeadsWatchDigest,
        DigestSender,
        DigestWorker,
      ],
    };
  }
}
