import { Module } from '@nestjs/common';
import { OutreachModule } from '../outreach/outreach.module.js';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { SearchModule } from '../search/search.module.js';
import { SightingsModule } from '../sightings/sightings.module.js';
import { WatchChanges } from './watch.changes.js';
import { WatchDigestReader } from './watch.digest.js';
import { WatchHandler } from './watch.handler.js';
import { WatchPlanLimit } from './watch.plan-limit.js';
import { WatchRunner } from './watch.run.js';
import { WatchScheduler } from './watch.scheduler.js';
import { WatchSet } from './watch.set.js';

/** Territory watches (leads.watch-*): saved searches run in the background, their changes, the digest's content. */
@Module({
  imports: [SearchModule, SavedMarksModule, SightingsModule, OutreachModule],
  controllers: [WatchHandler],
  providers: [WatchSet, WatchRunner, WatchScheduler, WatchPlanLimit, WatchChanges, WatchDigestReader],
  exports: [WatchRunner],
})
export class WatchModule {}
