import { byProminence, type Listing, type ListingSet } from '../towns/town.listings.js';
import type { PlannedPlace, TownStory } from './timeline.types.js';

/** Days after its opening before a new place's first review. */
const FIRST_REVIEW_AFTER_DAYS = 5;

/** A planned place once open on `day`: reviews coming at its pace, its website once its domain is registered. */
function openedListing(place: PlannedPlace, day: number): Listing {
  const days = day - place.opensOn;
  const rc =
    days < FIRST_REVIEW_AFTER_DAYS ? 0 : Math.floor((days - FIRST_REVIEW_AFTER_DAYS + 1) * place.reviewsPerDay);
  const site = place.website && place.website.registeredOn <= day ? place.website.url : undefined;
  const row = { ...place.listing.row, o: days, rc };
  if (rc > 0) row.r = place.rating;
  if (site) row.w = site;
  return { ...place.listing, row };
}

/**
 * A town as Google lists it on `day`: its listings (closed ones answered as closed, still listed),
 * then the new places open by then, the least prominent last; and the places about to open, each
 * with the days left to its opening. On the start day itself the town is exactly as it was drawn.
 */
export function setOnDay(set: ListingSet, story: TownStory, startDay: number, day: number): ListingSet {
  if (day <= startDay) return set;
  // Reviews of the places listed at the start keep their dates as the clock moves.
  const listings: Listing[] = set.listings.map((l) => {
    const closedOn = story.closures.get(l.id);
    return closedOn !== undefined && closedOn <= day
      ? { ...l, closed: true, reviewsDrawnOn: startDay }
      : { ...l, reviewsDrawnOn: startDay };
  });
  const futures: Listing[] = [];
  const opened: Listing[] = [];
  for (const place of story.places) {
    if (place.announcedOn !== null && day < place.announcedOn) continue;
    if (day < place.opensOn)
      futures.push({
        ...place.listing,
        row: { ...place.listing.row, o: day - place.opensOn },
        opensInDays: place.opensOn - day,
      });
    else opened.push(openedListing(place, day));
  }
  opened.sort(byProminence);
  return { ...set, listings: [...listings, ...opened], futures };
}
