/**
 * Type-level proof, checked by `npm run typecheck` (tsconfig.json includes test/): the composition root's
 * binders refuse a dependency list that does not match the constructor. Every `@ts-expect-error` below
 * must meet an error; if the binder ever stopped catching one, the directive itself fails the type check.
 * Nothing here runs (vitest collects *.test.ts only).
 */
import { Container } from 'inversify';
import { port } from '../../application/shared/port.js';
import { bindClass, bindFactory, every, optional, resolveAll, typedModule } from '../../adapters/typed-binding.js';

interface Clock {
  now(): Date;
}
const Clock = port<Clock>('typecheck.Clock');

interface LeadStore {
  save(lead: string): Promise<void>;
}
const LeadStore = port<LeadStore>('typecheck.LeadStore');

interface Limits {
  perHour: number;
}
const Limits = port<Limits>('typecheck.Limits');

const untypedLimits: symbol = Limits;

class SubmitLead {
  constructor(
    readonly leads: LeadStore,
    readonly clock: Clock,
    readonly limits: Limits,
  ) {}
}

class ChangeLead {
  constructor(
    readonly submit: SubmitLead,
    readonly clock: Clock,
  ) {}
}

export const wiring = typedModule((bind) => {
  // In order: compiles.
  bindClass(bind, SubmitLead, [LeadStore, Clock, Limits]);
  bindClass(bind, ChangeLead, [SubmitLead, Clock]);
  bindFactory(bind, Limits, (clock: Clock) => ({ perHour: clock.now().getHours() }), [Clock]);
  bind(Clock).toConstantValue({ now: () => new Date() });

  // @ts-expect-error two dependencies swapped
  bindClass(bind, SubmitLead, [Clock, LeadStore, Limits]);
  // @ts-expect-error a dependency missing
  bindClass(bind, SubmitLead, [LeadStore, Clock]);
  // @ts-expect-error one too many
  bindClass(bind, ChangeLead, [SubmitLead, Clock, Clock]);
  // @ts-expect-error a class where another is expected
  bindClass(bind, ChangeLead, [ChangeLead, Clock]);
  // @ts-expect-error a factory's tokens out of order
  bindFactory(bind, SubmitLead, (l: LeadStore, c: Clock, n: Limits) => new SubmitLead(l, c, n), [LeadStore, Limits, Clock]);
  // @ts-expect-error a factory making something else than its token stands for
  bindFactory(bind, Limits, (clock: Clock) => clock, [Clock]);
  // @ts-expect-error a constant of the wrong type
  bind(Clock).toConstantValue({ now: () => 1 });
  // @ts-expect-error a plain symbol (an old-style `Symbol.for` token) is no token of any port
  bindClass(bind, SubmitLead, [LeadStore, Clock, Symbol.for('typecheck.Limits')]);
  // @ts-expect-error a token typed only as `symbol` neither
  bindClass(bind, SubmitLead, [LeadStore, Clock, untypedLimits]);
});

const container = new Container();
export const clock: Clock = container.get(Clock);
// @ts-expect-error the container answers a token with its port's type
export const notAClock: LeadStore = container.get(Clock);

// A router's needs resolve to their types.
const needs = { submitLead: SubmitLead, clock: Clock };
export const resolved: { submitLead: SubmitLead; clock: Clock } = resolveAll(container, needs);
// @ts-expect-error a need resolves to its own type, not another
export const misresolved: { submitLead: ChangeLead; clock: Clock } = resolveAll(container, needs);

// A need a configuration may leave unbound resolves to its type or null; a multi-bound one to a list of its type.
const devNeeds = { outbox: optional(LeadStore), clocks: every(Clock) };
export const devResolved: { outbox: LeadStore | null; clocks: Clock[] } = resolveAll(container, devNeeds);
// @ts-expect-error an optional need may be null
export const notNull: { outbox: LeadStore; clocks: Clock[] } = resolveAll(container, devNeeds);
// @ts-expect-error a multi-bound need is a list
export const notAList: { outbox: LeadStore | null; clocks: Clock } = resolveAll(container, devNeeds);
