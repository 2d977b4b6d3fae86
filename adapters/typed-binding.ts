import { ContainerModule, type Bind, type BindToFluentSyntax, type BindWhenOnFluentSyntax, type Container, type GetOptions, type OptionalGetOptions } from 'inversify';
import type { Port } from '../application/shared/port.js';

/**
 * Bindings the compiler checks. inversify accepts any symbol as a service identifier, so on its own it
 * lets `[Clock, LeadRepository]` stand where a constructor takes `(leads, clock)`. A `Port<T>` token
 * (application/shared/port.ts) carries its type; the binders below map a constructor's (or factory's)
 * parameter list to the tokens it needs, so a swapped, missing, extra or wrong dependency fails
 * `npm run typecheck` (test/architecture/typed-binding.typecheck.ts proves it).
 */

/** What a dependency is resolved by: a port's token, or a class bound under itself (use cases, adapters). */
export type Token<T> = Port<T> | (abstract new (...args: never[]) => T);

/** The tokens, in order, of a parameter list. */
export type Tokens<A extends readonly unknown[]> = { [K in keyof A]: Token<A[K]> };

type Constructor = new (...args: never[]) => unknown;

/** inversify's `bind`, but a token's type decides what it may be bound to (`toConstantValue(x)` checks x). */
export type TypedBind = <T>(token: Token<T>) => BindToFluentSyntax<T>;

/** A container module whose `bind` checks types (see TypedBind). */
export function typedModule(load: (bind: TypedBind) => void): ContainerModule {
  return new ContainerModule(({ bind }) => load(typed(bind)));
}

export function typed(bind: Bind): TypedBind {
  return bind as TypedBind;
}

/** Binds a class under itself (a singleton), built from the tokens of its constructor's parameters, in order. */
export function bindClass<C extends Constructor>(
  bind: TypedBind,
  Class: C,
  deps: NoInfer<Tokens<ConstructorParameters<C>>>,
): BindWhenOnFluentSyntax<InstanceType<C>> {
  const make = (...args: ConstructorParameters<C>) => new Class(...args) as InstanceType<C>;
  return bind(Class as Token<InstanceType<C>>).toResolvedValue(make, deps as never).inSingletonScope();
}

/**
 * Binds a token (a singleton) to what `factory` makes of the tokens' values, in order: for a value built with
 * configuration beside its dependencies, or an adapter chosen by configuration.
 */
export function bindFactory<T, A extends unknown[]>(
  bind: TypedBind,
  token: Token<T>,
  factory: (...args: A) => NoInfer<T>,
  deps: NoInfer<Tokens<A>>,
): BindWhenOnFluentSyntax<T> {
  return bind(token).toResolvedValue(factory, deps as never).inSingletonScope();
}

/** A need a configuration may leave unbound (the dev outbox of the local adapters): resolved to its value, or null. */
export interface OptionalNeed<T> {
  readonly optional: Token<T>;
}
/** A multi-bound need (the recurring jobs' schedules): resolved to every value bound under it (none: an empty list). */
export interface EveryNeed<T> {
  readonly every: Token<T>;
}
export const optional = <T>(token: Token<T>): OptionalNeed<T> => ({ optional: token });
export const every = <T>(token: Token<T>): EveryNeed<T> => ({ every: token });

/** What a need is named by: a port's token, a class bound under itself, or one of the two wrappers above. */
type Bound = symbol | (abstract new (...args: never[]) => unknown);
export type Need = Bound | { readonly optional: Bound } | { readonly every: Bound };

/**
 * The values of what a router needs, named as it uses them: `{ submitLead: SubmitLead, clock: Clock }` (a
 * use-case class, a port token) resolves to `{ submitLead: <a SubmitLead>, clock: <a Clock> }`.
 */
export type Resolved<N> = {
  [K in keyof N]: N[K] extends Port<infer T>
    ? T
    : N[K] extends abstract new (...args: never[]) => infer T
      ? T
      : N[K] extends OptionalNeed<infer T>
        ? T | null
        : N[K] extends EveryNeed<infer T>
          ? T[]
          : never;
};

/** Resolves every entry of a Needs map once (the HTTP app does this when it is built, not per request). */
export function resolveAll<N extends Record<string, Need>>(container: Container, needs: N): Resolved<N> {
  const resolve = (need: Need): unknown => {
    if (typeof need === 'object' && 'optional' in need) return container.isBound(need.optional as symbol) ? container.get(need.optional as symbol) : null;
    if (typeof need === 'object' && 'every' in need) return container.getAll(need.every as symbol, { optional: true });
    return container.get(need as symbol);
  };
  return Object.fromEntries(Object.entries(needs).map(([name, need]) => [name, resolve(need)])) as Resolved<N>;
}

declare module 'inversify' {
  // The container answers a port token with the port's type: `container.get(LeadRepository)` is a LeadRepository.
  interface Container {
    get<T>(token: Port<T>, options: OptionalGetOptions): T | undefined;
    get<T>(token: Port<T>, options?: GetOptions): T;
    bind<T>(token: Port<T>): BindToFluentSyntax<T>;
    rebind<T>(token: Port<T>): BindToFluentSyntax<T>;
  }
}
