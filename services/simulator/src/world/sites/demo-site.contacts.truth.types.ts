import type { ContactFormKind, ContactSocialNetwork, EmailKind, PersonRole, PhoneKind } from '@leadgen/contracts';

/**
 * Who a rep can reach at a demo restaurant, as a careful reader finds it: the listing's page plus
 * the pages it links whose link says contact (or visit us, find us, locations), about or story,
 * team, catering, events or parties, careers or jobs (at most 5 of them, so a 6-page read sees
 * them all). Whatever is written elsewhere (the menu, a chain's brand page) is repeated on those
 * pages or left out of the truth.
 */
export interface DemoContactsTruth {
  /**
   * False for a site a reader cannot read (blocked, slow, drawn by scripts): everything below is
   * then empty, and a scorer skips the site.
   */
  readable: boolean;
  /** The paths a careful reader reads, the listing's page first. */
  pages: string[];
  emails: Array<{ address: string; kind: EmailKind; disposable: boolean }>;
  /** Numbers a phone library accepts (awesome-phonenumber, as the reader): others are shown but left out. */
  phones: Array<{ e164: string; kind: PhoneKind }>;
  people: Array<{ name: string; role: PersonRole }>;
  /** Profile links; facebook and instagram are the listing's (facebook_url, instagram_url). */
  social: Partial<Record<ContactSocialNetwork, string>>;
  /** Each form once, with the address of the page that holds it (a footer's form: the listing's page). */
  forms: Array<{ kind: ContactFormKind; url: string }>;
}
