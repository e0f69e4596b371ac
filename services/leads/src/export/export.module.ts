import { Module } from '@nestjs/common';
import { ExportHandler } from './export.handler.js';

/** The search results as a CSV file (leads.export). */
@Module({ controllers: [ExportHandler] })
export class ExportModule {}
