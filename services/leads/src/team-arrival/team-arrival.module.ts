import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { TeamArrival } from './team-arrival.js';
import { TeamArrivalInterceptor } from './team-arrival.interceptor.js';

/** A rep who joined a team finds their earlier leads, lists and saved searches in it. */
@Module({
  imports: [SavedMarksModule],
  providers: [TeamArrival, { provide: APP_INTERCEPTOR, useClass: TeamArrivalInterceptor }],
})
export class TeamArrivalModule {}
