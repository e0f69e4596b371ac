import type { Clock } from '@leadgen/outreach/testing';

/** A clock the test moves: business days pass in an instant. */
export class TestClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  set(iso: string): void {
    this.at = new Date(iso);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}
