import { Module } from '@nestjs/common';
import { createHealthController, createPendingController } from '@leadgen/service-kit';

/** Subjects this build of the service answers; the rest of its routes answer 501. */
export const IMPLEMENTED: string[] = [];

@Module({
  controllers: [createHealthController('analysis', IMPLEMENTED), createPendingController('analysis', IMPLEMENTED)],
})
export class AnalysisModule {}
