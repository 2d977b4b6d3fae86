import { port } from '../port.js';

export interface Clock {
  now(): Date;
}
export const Clock = port<Clock>('Clock');
