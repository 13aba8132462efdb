import { type SchemaFormat } from '../../src/format/schemaKeywords.js';
/** What the chain checks need from a line the matcher accepted. */
export interface MatchedEntry {
    seq: number;
    hash: string;
    prev: string;
    id: string;
    session: string;
}
/**
 * Per capture group, in order: the top-level field it carries, or the checks to run on the captured
 * string value (a pattern or format a regex cannot hold), by the validators' own engines.
 */
export type GroupSpec = {
    field: keyof MatchedEntry;
} | {
    pattern?: string;
    format?: string;
};
/** One entry type's matcher, as data: the RegExp source (anchored) and its groups. */
export interface EntryMatcherSource {
    source: string;
    groups: GroupSpec[];
}
type Schema = Record<string, unknown>;
/**
 * One matcher per entry type the compiler supports, keyed by type name. An entry type is an
 * object schema of `allOf: [{$ref: Common}]` plus its own properties, closed by
 * `unevaluatedProperties: false`; the chain fields must all be required.
 */
export declare function compileEntryMatchers(schema: Schema, formats: Readonly<Record<string, Pick<SchemaFormat, 'subset'>>>): Record<string, EntryMatcherSource>;
export {};
