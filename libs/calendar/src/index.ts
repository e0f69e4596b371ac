export * from './calendar-date.js';
export * from './time-zone.js';
export * from './us-federal-holidays.js';
export * from './business-days.js';
export * from './sending-window.js';
export * from './spoken-time.js';
