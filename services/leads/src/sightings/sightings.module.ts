import { Module } from '@nestjs/common';
import { SightingDates } from './sighting-dates.js';
import { PlaceSightings } from './place-sightings.js';

/** The product's memory of the places its searches answered (place_sightings). */
@Module({ providers: [PlaceSightings, SightingDates], exports: [PlaceSightings, SightingDates] })
export class SightingsModule {}
