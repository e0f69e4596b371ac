/** A page of the site's navigation: where it lives and what the menu bar calls it. */
export interface NavPage {
  path: string;
  label: string;
}

export interface SitePaths {
  menu: NavPage | null;
  events: NavPage | null;
  catering: NavPage | null;
  careers: NavPage | null;
  /** Contact page, or a chain's list of locations. */
  contact: NavPage;
  about: NavPage;
}
