export const NEW_THIS_WEEK_TITLE = 'New this week';
export const NEW_THIS_WEEK_INTRO =
  'What your watched searches found in the last 7 days: new places, announced and just-opened restaurants, new websites, closings and rating jumps.';
export const CHANGES_LOAD_FAILED = "What's new this week could not be loaded. Please try again.";
export const NO_WATCH_TITLE = 'Watch a saved search to see new openings here every week';
export const NO_WATCH_HINT =
  "In Search Leads, pick one of your saved searches and set 'Watch this search' to Weekly or Daily.";
export const NOTHING_NEW_TITLE = 'Nothing new this week';
