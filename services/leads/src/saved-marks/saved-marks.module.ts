import { Module } from '@nestjs/common';
import { SavedMarksCache } from './saved-marks.cache.js';
import { SavedMarks } from './saved-marks.js';

/**
 * The saved marks a search answer shows on each lead, and their cache: one cache per instance,
 * which saved leads and lists make forget a rep whenever they change.
 */
@Module({
  providers: [{ provide: SavedMarksCache, useFactory: () => new SavedMarksCache() }, SavedMarks],
  exports: [SavedMarksCache, SavedMarks],
})
export class SavedMarksModule {}
