import type { AddressParts } from '@leadgen/contracts';

/** Splits "1200 E 6th St, Austin, TX 78702" (or with ", USA") into parts, where it can. */
export function splitUsAddress(address: string): AddressParts {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length && /^(usa|us|united states)$/i.test(parts[parts.length - 1]!)) parts.pop();
  const out: AddressParts = { street: null, city: null, state: null, zip: null };
  const last = parts[parts.length - 1];
  const stateZip = last ? /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(last) : null;
  if (stateZip && parts.length >= 2) {
    out.state = stateZip[1]!;
    out.zip = stateZip[2] ?? null;
    out.city = parts[parts.length - 2]!;
    out.street = parts.length >= 3 ? parts.slice(0, parts.length - 2).join(', ') : null;
  } else if (parts.length) {
    out.street = parts[0]!;
  }
  return out;
}
