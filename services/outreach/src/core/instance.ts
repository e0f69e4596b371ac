import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** This process's name on the rows it claims: another instance can tell a claim that is not its own. */
export const INSTANCE_ID = Symbol('INSTANCE_ID');
export function newInstanceId(): string {
  return `${hostname().slice(0, 40)}-${process.pid}-${randomBytes(4).toString('hex')}`;
}
