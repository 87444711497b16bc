import { type TSchema, Type } from 'typebox';

/** A value that may be null in an answer. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
