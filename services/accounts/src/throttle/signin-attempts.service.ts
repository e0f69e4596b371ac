import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { rpcRateLimited } from '@leadgen/service-kit';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import {
  FAILURE_WINDOW_MS,
  refusalMessage,
  signinVerdict,
  type SigninHistory,
  type SigninPolicy,
} from './signin.policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface HistoryRow {
  address_failures: number | string;
  last_address_failure_at: Date | string | null;
  cap_reached_at: Date | string | null;
  known_address: boolean;
}

const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * Sign-in tries per email and address, kept in the database so every instance shares them (the
 * rules are in signin.policy.ts). A try that may go ahead is written down as a failure before the
 * password is checked and struck off when it succeeds, and tries for one email are admitted one at
 * a time: parallel guesses cannot slip past the delays or the hourly cap.
 */
@Injectable()
export class SigninAttemptsService {
  private readonly policy: SigninPolicy;

  constructor(
    private readonly orm: MikroORM,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
  ) {
    this.policy = {
      failuresBeforeDelay: env.LOGIN_FAILURES_BEFORE_DELAY,
      maxDelaySeconds: env.LOGIN_MAX_DELAY_SECONDS,
      maxFailuresPerHour: env.LOGIN_MAX_FAILURES_PER_HOUR,
    };
  }

  /** Admits this try (counted as a failure until `succeeded`) or refuses it with 429 and the wait. */
  async begin(email: string, address: string): Promise<void> {
    const now = new Date();
    await this.orm.em.fork().transactional(async (tx) => {
      const run = sqlIn(tx);
      await run('select pg_advisory_xact_lock(hashtext(?))', [`signin:${email}`]);
      const verdict = signinVerdict(await this.history(run, email, address, now), this.policy, now);
      if (!verdict.allowed) throw rpcRateLimited(refusalMessage(verdict), verdict.waitMs / 1000);
      // Failures older than the window count for nothing any more.
      await run('delete from signin_failures where failed_at <= ?', [new Date(now.getTime() - FAILURE_WINDOW_MS)]);
      await run('insert into signin_failures (email, address, failed_at) values (?, ?, ?)', [email, address, now]);
    });
  }

  /** The rep got in from `address`: its failures are forgotten and the address is known to the account. */
  async succeeded(email: string, address: string): Promise<void> {
    const now = new Date();
    await this.orm.em.fork().transactional(async (tx) => {
      const run = sqlIn(tx);
      await run('delete from signin_failures where email = ? and address = ?', [email, address]);
      await run('delete from signin_addresses where email = ? and signed_in_at <= ?', [email, this.knownSince(now)]);
      await run(
        `insert into signin_addresses (email, address, signed_in_at) values (?, ?, ?)
         on conflict (email, address) do update set signed_in_at = excluded.signed_in_at`,
        [email, address, now],
      );
    });
  }

  private knownSince(now: Date): Date {
    return new Date(now.getTime() - this.env.LOGIN_KNOWN_ADDRESS_DAYS * DAY_MS);
  }

  /** The last hour's tries for this email: from this address, the account's cap, and whether the address is known. */
  private async history(run: Sql, email: string, address: string, now: Date): Promise<SigninHistory> {
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const [row] = await run<HistoryRow>(
      `select
         (select count(*) from signin_failures where email = ? and address = ? and failed_at > ?) as address_failures,
         (select max(failed_at) from signin_failures where email = ? and address = ? and failed_at > ?) as last_address_failure_at,
         (select failed_at from signin_failures where email = ? and failed_at > ?
           order by failed_at desc offset ? limit 1) as cap_reached_at,
         exists (select 1 from signin_addresses where email = ? and address = ? and signed_in_at > ?) as known_address`,
      [
        email,
        address,
        since,
        email,
        address,
        since,
        email,
        since,
        this.policy.maxFailuresPerHour - 1,
        email,
        address,
        this.knownSince(now),
      ],
    );
    return {
      addressFailures: Number(row?.address_failures ?? 0),
      lastAddressFailureAt: dateOrNull(row?.last_address_failure_at ?? null),
      capReachedAt: dateOrNull(row?.cap_reached_at ?? null),
      knownAddress: Boolean(row?.known_address),
    };
  }
}

type Sql = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/** Raw SQL inside the transaction `tx` holds. */
function sqlIn(tx: EntityManager): Sql {
  return <T>(sql: string, params: unknown[]) =>
    tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
}
