import { Controller } from '@nestjs/common';
import { Ctx, type NatsContext } from '@nestjs/microservices';
import {
  MAX_MY_LEADS_EXPORT,
  MyLeadsListQuerySchema,
  NO_MY_LEADS_TO_EXPORT_MESSAGE,
  type ExportResponse,
} from '@leadgen/contracts';
import {
  ACCEPT_ENCODING_HEADER,
  CompressedJson,
  CSV_CONTENT_TYPE,
  EncodedJson,
  pickEncoding,
  requireCaller,
  rpcError,
  Route,
  type RouteRequest,
} from '@leadgen/service-kit';
import { leadOwnerOf, type LeadOwner } from '../core/lead-owner.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { AddNote } from './add-note.js';
import { ChangePipeline } from './change-pipeline.js';
import { savedLeadsFilename, savedLeadsToCsv } from './crm-export.csv.js';
import { ExportSelection } from './export-selection.js';
import { MyLeadsFacets } from './my-leads.facets.js';
import { MyLeadsNumbers } from './my-leads-numbers.js';
import { MyLeadsPageCache } from './my-leads.page-cache.js';
import { ReadSavedLead } from './read-saved-lead.js';
import { ReassignLead } from './reassign-lead.js';
import { RemoveSavedLead } from './remove-saved-lead.js';
import { SaveFromSearch } from './save-from-search.js';
import { whyNotYours } from './teammates-leads.js';

/** Answers the My Leads routes: save, list, read, change, note, remove and export the rep's saved leads. */
@Controller()
export class MyLeadsHandler {
  constructor(
    private readonly saving: SaveFromSearch,
    private readonly pages: MyLeadsPageCache,
    private readonly facetCounts: MyLeadsFacets,
    private readonly numbers: MyLeadsNumbers,
    private readonly reading: ReadSavedLead,
    private readonly pipeline: ChangePipeline,
    private readonly reassigning: ReassignLead,
    private readonly notes: AddNote,
    private readonly removing: RemoveSavedLead,
    private readonly exports: ExportSelection,
    private readonly usage: UsageRecorder,
    private readonly db: LeadsDatabase,
  ) {}

  @Route('myLeadsSave')
  async save(req: RouteRequest<'myLeadsSave'>) {
    return {
      success: true as const,
      ...(await this.saving.save(leadOwnerOf(req.caller), req.body.leads, req.body.list_id, req.body.contacts)),
    };
  }

  @Route('myLeadsList')
  async list(req: RouteRequest<'myLeadsList'>, @Ctx() ctx?: NatsContext): Promise<EncodedJson | CompressedJson> {
    const owner = leadOwnerOf(req.caller);
    const query = req.query ?? MyLeadsListQuerySchema.parse({});
    // Compressed here once per kept page, not once per request by the reply interceptor.
    const encoding = pickEncoding(ctx?.getHeaders?.()?.get(ACCEPT_ENCODING_HEADER));
    return this.pages.reply(owner, query, encoding);
  }

  /** The cuisines, cities, statuses and lists among the caller's own saved leads, each counted under the other filters. */
  @Route('myLeadsFacets')
  facets(req: RouteRequest<'myLeadsFacets'>) {
    return this.facetCounts.of(leadOwnerOf(req.caller), req.query ?? {});
  }

  @Route('myLeadsNumbers')
  pipelineNumbers(req: RouteRequest<'myLeadsNumbers'>) {
    return this.numbers.of(requireCaller(req.caller), req.query?.days ?? 30);
  }

  @Route('myLeadsGet')
  get(req: RouteRequest<'myLeadsGet'>) {
    return this.reading.get(leadOwnerOf(req.caller), req.params!.id);
  }

  @Route('myLeadsUpdate')
  async update(req: RouteRequest<'myLeadsUpdate'>) {
    const { owner_id: ownerId, ...change } = req.body;
    if (ownerId !== undefined) {
      if (change.status ?? change.list_id ?? change.follow_up_at ?? change.lost_reason)
        throw rpcError('VALIDATION_FAILED', 'Give a new owner on its own: their status and list are theirs to set.');
      const owner = leadOwnerOf(req.caller);
      const item = await this.reassigning.give(owner, req.caller!.team_role, req.params!.id, ownerId, change.version);
      return { success: true as const, item };
    }
    const rep = leadOwnerOf(req.caller);
    const item = await this.pipeline
      .update(rep, req.params!.id, req.body)
      .catch((err: unknown) => this.whyNot(rep, req.params!.id, err));
    return { success: true as const, item };
  }

  @Route('myLeadsNote')
  async note(req: RouteRequest<'myLeadsNote'>) {
    const rep = leadOwnerOf(req.caller);
    const note = await this.notes
      .add(rep.userId, req.params!.id, req.body.text)
      .catch((err: unknown) => this.whyNot(rep, req.params!.id, err));
    return { success: true as const, note };
  }

  @Route('myLeadsDelete')
  async remove(req: RouteRequest<'myLeadsDelete'>) {
    const rep = leadOwnerOf(req.caller);
    await this.removing
      .remove(rep.userId, req.params!.id)
      .catch((err: unknown) => this.whyNot(rep, req.params!.id, err));
    return { success: true as const };
  }

  /** A teammate's lead is refused with whose it is (403); anything else stands as it was. */
  private async whyNot(rep: LeadOwner, id: string, err: unknown): Promise<never> {
    return whyNotYours(await this.db.em(), rep, id, err);
  }

  /** The picked saved leads as a file for a CRM import; counted as an export. */
  @Route('myLeadsExport')
  async export(req: RouteRequest<'myLeadsExport'>): Promise<ExportResponse> {
    const userId = requireCaller(req.caller);
    const rows = await this.exports.pick(userId, req.body, MAX_MY_LEADS_EXPORT);
    if (rows.length === 0) throw rpcError('VALIDATION_FAILED', NO_MY_LEADS_TO_EXPORT_MESSAGE);
    const content = savedLeadsToCsv(req.body.format, rows, req.body.time_zone);
    this.usage.record(userId, 'exports_used', 1, req.call_id);
    return { success: true, filename: savedLeadsFilename(req.body.format), content_type: CSV_CONTENT_TYPE, content };
  }
}
