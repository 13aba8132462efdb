// A fast path for the common line: one regular expression per entry type that accepts a line only if
// it is canonical JSON *and* valid against the entry schema — keys in sorted order, each exactly
// once, no whitespace, integers in canonical form, strings of printable ASCII without escapes, and
// every value as its property's schema requires. It replaces JSON.parse, the canonical check and the
// validator for such lines with one native match. It only ever accepts: a line it does not match
// goes through the full checks, which give the exact verdict and message. Test: every line it
// accepts, the full checks accept with the same fields (test/entryLineMatcher.test.ts, differential
// over mutated lines).
//
// The expressions are compiled from the schema by `npm run gen` (entryMatcherCompiler.ts), so that
// start-up only constructs them.

import type { EntryMatcherSource, MatchedEntry } from './entryMatcherCompiler.js';
import { entryMatcherSources } from './generated/entryMatchers.js';
import { compilePattern, schemaFormats } from './schemaKeywords.js';

export type { MatchedEntry } from './entryMatcherCompiler.js';

/** Per capture group: the top-level field it carries, or a check on its captured value. */
type Group = { field: keyof MatchedEntry } | { check: (value: string) => boolean };

interface EntryMatcher {
  regex: RegExp;
  groups: Group[];
}

function buildMatcher({ source, groups }: EntryMatcherSource): EntryMatcher {
  return {
    regex: new RegExp(source),
    groups: groups.map((g): Group => {
      if ('field' in g) return { field: g.field };
      const pattern = g.pattern === undefined ? null : compilePattern(g.pattern, '');
      const format = g.format === undefined ? null : schemaFormats[g.format]!.validate;
      return { check: (v) => (pattern === null || pattern.test(v)) && (format === null || format(v)) };
    }),
  };
}

const matchers = new Map<string, EntryMatcher>();

/** The entry types with a fast path. */
export const MATCHED_ENTRY_TYPES: readonly string[] = Object.keys(entryMatcherSources);

/**
 * The chain fields of a line that is canonical and schema-valid, or null when the fast path cannot
 * say (the line may still be valid: the full checks decide).
 */
export function matchCanonicalEntry(text: string): MatchedEntry | null {
  const at = text.indexOf('"type":"');
  if (at < 0) return null;
  const type = text.slice(at + 8, text.indexOf('"', at + 8));
  let matcher = matchers.get(type);
  if (matcher === undefined) {
    // Built at first use: a run pays only for the types its lines have.
    const source = Object.hasOwn(entryMatcherSources, type) ? entryMatcherSources[type] : undefined;
    if (!source) return null;
    matcher = buildMatcher(source);
    matchers.set(type, matcher);
  }
  const m = matcher.regex.exec(text);
  if (!m) return null;
  const out = { seq: 0, hash: '', prev: '', id: '', session: '' };
  for (let g = 0; g < matcher.groups.length; g++) {
    const role = matcher.groups[g]!;
    const v = m[g + 1];
    if ('field' in role) {
      if (role.field === 'seq') out.seq = Number(v);
      else out[role.field] = v!;
    } else if (v !== undefined && !role.check(v)) return null;
  }
  return out;
}
