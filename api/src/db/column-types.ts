import type { ColumnType } from 'kysely';

/** Column types every domain's tables use. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
