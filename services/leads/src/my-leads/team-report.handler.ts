import { Controller } from '@nestjs/common';
import { teamOf } from '@leadgen/contracts';
import { requireCaller, rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { TeamReport } from './team-report.js';

/** GET /api/team/report: a team admin's view of every rep's funnel; a rep is told why not (403). */
@Controller()
export class TeamReportHandler {
  constructor(private readonly report: TeamReport) {}

  @Route('teamReport')
  of(req: RouteRequest<'teamReport'>) {
    requireCaller(req.caller);
    // A token from before teams names no role: its rep is the admin of a team of one.
    if ((req.caller!.team_role ?? 'admin') !== 'admin')
      throw rpcError('FORBIDDEN', "Only a team admin can see the team's report. Ask an admin of your team.");
    return this.report.of(teamOf(req.caller!), req.query?.days ?? 30);
  }
}
