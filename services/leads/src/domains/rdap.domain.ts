import { z } from 'zod';

/** The part of an RFC 9083 domain object the product reads: its events. */
const DomainObjectSchema = z.object({
  objectClassName: z.literal('domain').optional(),
  events: z
    .array(z.object({ eventAction: z.string(), eventDate: z.string().optional() }).loose())
    .optional()
    .default([]),
});

/**
 * When the domain was registered, from an RDAP domain object: the `registration` event's date (ms);
 * null when the registry gives no such event or no readable date (some registries leave it out).
 */
export function registrationDate(json: unknown): number | null {
  const parsed = DomainObjectSchema.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data.events.find((e) => e.eventAction.toLowerCase() === 'registration');
  const at = event?.eventDate ? Date.parse(event.eventDate) : NaN;
  return Number.isFinite(at) ? at : null;
}

/** Whether the JSON is an RDAP domain object at all (a registry's HTML error page parsed as JSON is not). */
export function isDomainObject(json: unknown): boolean {
  return (
    DomainObjectSchema.safeParse(json).success && typeof json === 'object' && json !== null && !Array.isArray(json)
  );
}
