import { Controller } from '@nestjs/common';
import { Route, type RouteRequest } from '@leadgen/service-kit';
import { leadOwnerOf } from '../core/lead-owner.js';
import { LeadListsService } from './lead-lists.service.js';

/** Answers the list routes: the team's lists and the rep's default, created, renamed and deleted. */
@Controller()
export class LeadListsHandler {
  constructor(private readonly lists: LeadListsService) {}

  @Route('listsList')
  async all(req: RouteRequest<'listsList'>) {
    return { lists: await this.lists.all(leadOwnerOf(req.caller)) };
  }

  @Route('listsCreate')
  async create(req: RouteRequest<'listsCreate'>) {
    return { success: true as const, list: await this.lists.create(leadOwnerOf(req.caller), req.body.name) };
  }

  @Route('listsRename')
  async rename(req: RouteRequest<'listsRename'>) {
    return {
      success: true as const,
      list: await this.lists.rename(leadOwnerOf(req.caller), req.params!.id, req.body.name),
    };
  }

  @Route('listsDelete')
  async remove(req: RouteRequest<'listsDelete'>) {
    return { success: true as const, moved: await this.lists.remove(leadOwnerOf(req.caller), req.params!.id) };
  }
}
