import type { Place } from '../places/place.model.js';

/**
 * The leads a place may become, by the keys the search's duplicate filter goes by (its id, name
 * and address, phone, website host): a chain's locations share a website and count once. Null for
 * a place the search's filters will drop whatever else is found.
 */
export type LeadKeysOf = (place: Place) => readonly string[] | null;

/** Without the search's own keys: each place its own lead. */
const byPlaceId: LeadKeysOf = (p) => [p.place_id];

/**
 * The provider calls a territory search may still make (a bound an operator sets), shared by every
 * tile, and the leads its tiles' pages have found so far, so the search reads no page and starts no
 * tile it will not need.
 */
export class CallBudget {
  used = 0;
  /** Distinct leads found (places that share a lead's key count once). */
  leads = 0;
  private inFlight = 0;
  private halted = false;
  private readonly waiting: Array<() => void> = [];
  private readonly placeIds = new Set<string>();
  private readonly keys = new Set<string>();
  constructor(
    readonly max: number,
    /** Leads the search wants in all; a tile reading more pages past it pays for nothing. */
    readonly wanted = Infinity,
    private readonly leadKeys: LeadKeysOf = byPlaceId,
  ) {}
  /** Counts a page's places (a tile's pages so far; each place once across tiles). */
  found(places: ReadonlyArray<Place>): void {
    for (const p of places) {
      if (p.closed || this.placeIds.has(p.place_id)) continue;
      this.placeIds.add(p.place_id);
      const keys = this.leadKeys(p);
      if (!keys) continue;
      const known = keys.some((k) => this.keys.has(k));
      for (const k of keys) this.keys.add(k);
      if (!known) this.leads++;
    }
  }
  /** The tiles together hold the leads wanted. */
  get enough(): boolean {
    return this.leads >= this.wanted;
  }
  /** Leads a page of 20 places brings, by what the pages so far brought. */
  private get perPage(): number {
    return this.placeIds.size ? (this.leads / this.placeIds.size) * 20 : 20;
  }
  /** Whether another page may still be needed: the leads found and what the pages under way will likely bring fall short. */
  get wantsPage(): boolean {
    return this.leads + this.inFlight * this.perPage < this.wanted;
  }
  /**
   * Whether a tile reads its next page: yes while the pages under way will likely not be enough;
   * when they may be, it waits for them to arrive and asks again; no once there are enough.
   */
  async needsPage(): Promise<boolean> {
    for (;;) {
      if (this.enough || this.halted) return false;
      if (this.wantsPage || this.inFlight === 0) return true;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }
  /**
   * A page taken has arrived with its tile's places so far (none when it failed or was no tile's):
   * they are counted before a tile waiting on it decides again, or it would read a page for leads
   * already found.
   */
  landed(places: ReadonlyArray<Place> = []): void {
    this.found(places);
    this.inFlight = Math.max(0, this.inFlight - 1);
    for (const resolve of this.waiting.splice(0)) resolve();
  }
  /** Whether a new tile may still be needed beside `running` tiles (each may bring a full query of 60 places). */
  wantsTile(running: number): boolean {
    return this.leads + running * 3 * this.perPage < this.wanted;
  }
  /** No call more: a tile failed, and the search answers with what it has. */
  halt(): void {
    this.halted = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
  /** Takes one call, under way until `landed()`; false when none is left. */
  take(): boolean {
    if (this.halted || this.used >= this.max) return false;
    this.used++;
    this.inFlight++;
    return true;
  }
  get left(): number {
    return this.max - this.used;
  }
}
