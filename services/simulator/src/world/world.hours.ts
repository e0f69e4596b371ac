/** A week of opening hours, Sunday first: each day's [open, close] minutes after midnight (close past 1440 runs into the next day). */
export type WeeklyHours = Array<Array<[number, number]>>;
