import type { Lead } from '@leadgen/contracts';
import { leadOfAddress, openLeadOf } from './lead-address.js';

const lead = { name: 'Flores Diner' } as Lead;

describe('lead address', () => {
  it('names the lead whose panel is open, or the one a pitch or report returns to', () => {
    expect(openLeadOf({ kind: 'detail', item: { id: 'a' } })).toBe('a');
    expect(openLeadOf({ kind: 'pitch', lead, back: { id: 'b' } })).toBe('b');
    expect(openLeadOf({ kind: 'diagnostic', diagnostic: {} as never, back: { id: 'c' } })).toBe('c');
  });

  it('names no lead for the table alone or a modal opened from a row', () => {
    expect(openLeadOf(null)).toBeNull();
    expect(openLeadOf({ kind: 'pitch', lead })).toBeNull();
    expect(openLeadOf({ kind: 'hours', lead })).toBeNull();
    expect(openLeadOf({ kind: 'lost', items: [] })).toBeNull();
  });

  it('reads the lead an address opens', () => {
    expect(leadOfAddress('lead=7f3a')).toBe('7f3a');
    expect(leadOfAddress('')).toBeNull();
    expect(leadOfAddress('lead=')).toBeNull();
  });
});
