// The line matcher as data: what `npm run gen` writes (scripts/codegen/entryMatcherCompiler.ts) and
// src/verify/fast/entryLineMatcher.ts reads. Types only: the compiler is build-time, the matcher run-time.

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
export type GroupSpec = { field: keyof MatchedEntry } | { pattern?: string; format?: string };

/** One entry type's matcher, as data: the RegExp source (anchored) and its groups. */
export interface EntryMatcherSource {
  source: string;
  groups: GroupSpec[];
}
