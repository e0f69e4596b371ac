import { Module } from '@nestjs/common';
import { PlaceSightings } from './place-sightings.js';

/** The product's memory of the places its searches answered (place_sightings). */
@Module({ providers: [PlaceSightings], exports: [PlaceSightings] })
export class SightingsModule {}
