// Moved to services/leads/testing (`@leadgen/leads/testing`): this file stays only until the suites still importing it move.
export { startLeadsService } from '@leadgen/leads/testing';
