import { Module } from '@nestjs/common';
import { CuisinesHandler } from './cuisines.handler.js';

/** The cuisine catalogue the search form lists (leads.cuisine-types). */
@Module({ controllers: [CuisinesHandler] })
export class CuisinesModule {}
