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

import type { EntryMatcherSource, MatchedEntry } from './matcherSource.js';
import { entryMatcherSources } from '../../format/generated/entryMatchers.js';
import { compilePattern, schemaFormats } from '../../format/schemaKeywords.js';

export type { MatchedEntry } from './matcherSource.js';

/**
 * A matcher ready to run: the capture group of each chain field, and the groups whose value must
 * also pass a check. Fixed fields rather than a loop over roles, because this runs once per line.
 */
interface EntryMatcher {
  regex: RegExp;
  seq: number;
  hash: number;
  prev: number;
  id: number;
  session: number;
  checks: { group: number; check: (value: string) => boolean }[];
}

function buildMatcher({ source, groups }: EntryMatcherSource): EntryMatcher {
  const fieldGroup: Partial<Record<keyof MatchedEntry, number>> = {};
  const checks: EntryMatcher['checks'] = [];
  groups.forEach((g, i) => {
    if ('field' in g) {
      fieldGroup[g.field] = i + 1;
      return;
    }
    const pattern = g.pattern === undefined ? null : compilePattern(g.pattern, '');
    const format = g.format === undefined ? null : schemaFormats[g.format]!.validate;
    checks.push({ group: i + 1, check: (v) => (pattern === null || pattern.test(v)) && (format === null || format(v)) });
  });
  // Every chain field has a group: the compiler refuses an entry type where one is not required.
  return { regex: new RegExp(source), seq: fieldGroup.seq!, hash: fieldGroup.hash!, prev: fieldGroup.prev!, id: fieldGroup.id!, session: fieldGroup.session!, checks };
}

const matchers = new Map<string, EntryMatcher>();

/**
 * The chain fields of a line that is canonical and schema-valid, or null when the fast path cannot
 * say (the line may still be valid: the full checks decide).
 */
export function matchCanonicalEntry(text: string): MatchedEntry | null {
  // Keys are sorted, so "type" is the last key but "v": found from the end in a few steps. The type
  // only chooses which expression to try; that anchored expression alone decides.
  const at = text.lastIndexOf('"type":"');
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
  for (let i = 0; i < matcher.checks.length; i++) {
    const { group, check } = matcher.checks[i]!;
    const v = m[group];
    if (v !== undefined && !check(v)) return null;
  }
  return { seq: Number(m[matcher.seq]), hash: m[matcher.hash]!, prev: m[matcher.prev]!, id: m[matcher.id]!, session: m[matcher.session]! };
}
