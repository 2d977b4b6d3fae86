import { EntitySchema } from '@mikro-orm/core';

/**
 * The column shapes of the MikroORM mappings (schemas.ts and its siblings). Column names follow the underscore
 * naming strategy; tables and indexes are created by the hand-written migrations.
 */
export const ts = { type: 'datetime', columnType: 'timestamptz' } as const;
export const tsNull = { ...ts, nullable: true } as const;
export const str = (length: number, nullable = false) => ({ type: 'string', length, nullable }) as const;
export const uuid = { type: 'uuid' } as const;
export const uuidNull = { type: 'uuid', nullable: true } as const;
export const int = { type: 'integer' } as const;
export const intNull = { type: 'integer', nullable: true } as const;
export const text = { type: 'text' } as const;
export const textNull = { type: 'text', nullable: true } as const;
export const date = { type: 'date' } as const;
export const dateNull = { type: 'date', nullable: true } as const;
export const bool = { type: 'boolean' } as const;
export const json = { type: 'json' } as const;
export const jsonNull = { type: 'json', nullable: true } as const;

/** A row changed in place: when it was made and last changed, and the version saveVersioned checks (versioned-save.ts). */
export const versionedTimes = { createdAt: ts, updatedAt: ts, version: int } as const;

// The property maps are checked against the classes loosely: getters and methods are not columns.
type Props = Record<string, object>;

/** The mapping of a domain class to its table (no decorators in the domain). */
export const schema = <T>(meta: { class: new () => T; tableName: string; properties: Props }) =>
  new EntitySchema<T>(meta as unknown as ConstructorParameters<typeof EntitySchema<T>>[0]);

/** The mapping of a domain class to a table keyed by a UUID `id`, then `columns`. */
export const uuidKeyedSchema = <T>(entity: new () => T, tableName: string, columns: Props) =>
  schema({ class: entity, tableName, properties: { id: { type: 'uuid', primary: true }, ...columns } });
