import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Caller } from '@leadgen/contracts';
import { from, switchMap, type Observable } from 'rxjs';
import { TeamArrival } from './team-arrival.js';

/** Before any request of a rep new to a team is answered, their earlier work is brought into it. */
@Injectable()
export class TeamArrivalInterceptor implements NestInterceptor {
  constructor(private readonly arrival: TeamArrival) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const data = context.switchToRpc().getData<{ caller?: Caller | null } | undefined>();
    return from(this.arrival.bringIn(data?.caller)).pipe(switchMap(() => next.handle()));
  }
}
