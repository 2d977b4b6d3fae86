declare const portType: unique symbol;

/**
 * The token a port is bound under: at run time only `Symbol.for(name)`, for the compiler also the port's
 * type, so the composition root's binder can refuse a dependency list in the wrong order or with a wrong
 * member, and `container.get(token)` answers the port's type. Invariant in T (the phantom is a function
 * from T to T): a token stands for exactly its port, not for any structurally wider or narrower one. The
 * brand is required, so a plain `symbol` (`Symbol.for('X')`, or a token typed `symbol`) is no `Port<T>` at all.
 */
export type Port<T> = symbol & { readonly [portType]: (value: T) => T };

/** `export const Clock = port<Clock>('Clock')` beside `export interface Clock { ... }`. */
export function port<T>(name: string): Port<T> {
  return Symbol.for(name) as Port<T>;
}
