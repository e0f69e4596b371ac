import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Client, ClientsImportResponse, NearbyClient } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { AccountClient } from './db/entities.js';
import { parseClientsCsv } from './clients.csv.js';

export const cityKey = (city: string) =>
  city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/^saint\s+/, 'st ')
    .replace(/\s+/g, ' ')
    .trim();

const dedupKey = (name: string, city: string, state: string) =>
  `${name.trim().toLowerCase().replace(/\s+/g, ' ')}|${cityKey(city)}|${state.toUpperCase()}`;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const toClient = (c: AccountClient): Client => ({
  id: c.id,
  name: c.name,
  address: c.address ?? null,
  city: c.city,
  state: c.state,
  website: c.website ?? null,
  latitude: c.latitude == null ? null : Number(c.latitude),
  longitude: c.longitude == null ? null : Number(c.longitude),
});

/** Each account's own customer list, kept by the diagnostics service. */
@Injectable()
export class ClientsService {
  constructor(private readonly orm: MikroORM) {}

  /** Imports the good rows in one transaction (merge: add or update by name + city + state; replace: the list becomes the file). */
  async import(accountId: string, csv: string, mode: 'merge' | 'replace'): Promise<ClientsImportResponse> {
    const parsed = parseClientsCsv(csv);
    if (parsed.fatal) throw rpcError('VALIDATION_FAILED', parsed.fatal, { csv: [parsed.fatal] });
    const rejected = [...parsed.rejected];
    return this.orm.em.fork().transactional(async (tx) => {
      if (mode === 'replace') await tx.nativeDelete(AccountClient, { accountId });
      const existing = new Map((await tx.find(AccountClient, { accountId })).map((c) => [c.dedupKey, c]));
      let imported = 0;
      let updated = 0;
      const seenInFile = new Map<string, number>();
      for (const row of parsed.rows) {
        const key = dedupKey(row.name, row.city, row.state);
        const earlier = seenInFile.get(key);
        if (earlier !== undefined) {
          rejected.push({
            line: row.line,
            error: `Same client as line ${earlier} (name, city and state); this row was skipped.`,
          });
          continue;
        }
        seenInFile.set(key, row.line);
        const values = {
          name: row.name,
          address: row.address,
          city: row.city,
          state: row.state,
          website: row.website,
          latitude: row.latitude,
          longitude: row.longitude,
        };
        const found = existing.get(key);
        if (found) {
          tx.assign(found, { ...values, updatedAt: new Date() });
          updated++;
        } else {
          tx.create(AccountClient, {
            id: randomUUID(),
            accountId,
            dedupKey: key,
            ...values,
            createdAt: new Date(),
            updatedAt: new Date(),
          });
          imported++;
        }
      }
      await tx.flush();
      const total = await tx.count(AccountClient, { accountId });
      rejected.sort((a, b) => a.line - b.line);
      return { success: true as const, imported, updated, rejected, total };
    });
  }

  async list(accountId: string): Promise<Client[]> {
    const rows = await this.orm.em
      .fork()
      .find(AccountClient, { accountId }, { orderBy: { state: 'asc', city: 'asc', name: 'asc' } });
    return rows.map(toClient);
  }

  /**
   * The account's clients near a restaurant: in the same city (and state, when known), or within
   * `km` when both places have coordinates. The restaurant itself (same website or name) is left out.
   */
  async nearby(
    accountId: string,
    place: {
      city: string | null;
      state: string | null;
      lat?: number | null;
      lng?: number | null;
      name?: string;
      website?: string | null;
    },
    km: number,
  ): Promise<NearbyClient[]> {
    if (!place.city && (place.lat == null || place.lng == null)) return [];
    const clients = await this.list(accountId);
    const host = (u: string | null | undefined) => {
      try {
        return u ? new URL(u).host.replace(/^www\./, '') : null;
      } catch {
        return null;
      }
    };
    const selfHost = host(place.website);
    const out: NearbyClient[] = [];
    for (const c of clients) {
      if (
        (selfHost && host(c.website) === selfHost) ||
        (place.name && c.name.toLowerCase() === place.name.toLowerCase())
      )
        continue;
      const sameCity =
        !!place.city &&
        cityKey(c.city) === cityKey(place.city) &&
        (!place.state || c.state === place.state.toUpperCase());
      const d =
        place.lat != null && place.lng != null && c.latitude != null && c.longitude != null
          ? distanceKm({ lat: place.lat, lng: place.lng }, { lat: c.latitude, lng: c.longitude })
          : null;
      if (sameCity || (d !== null && d <= km)) {
        out.push({
          id: c.id,
          name: c.name,
          address: c.address,
          city: c.city,
          state: c.state,
          website: c.website,
          match: sameCity ? 'same_city' : 'distance',
          distance_km: d === null ? null : Math.round(d * 10) / 10,
        });
      }
    }
    return out.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0) || a.name.localeCompare(b.name)).slice(0, 25);
  }
}

export function requireCaller(caller: { id: string } | null): string {
  if (!caller) throw rpcError('UNAUTHORIZED', 'Please sign in to continue.');
  return caller.id;
}
