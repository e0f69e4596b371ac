/** What a request without a body carries: nothing, and nothing else is accepted (the contracts' one schema). */
export { EmptyBodySchema as NoBody } from '@leadgen/contracts';
