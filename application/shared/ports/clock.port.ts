export interface Clock {
  now(): Date;
}
export const Clock = Symbol.for('Clock');
