// The one place a regular expression from a config (.proofledger/config.json: gate.claims[].pattern,
// gate.agentMarkers.{trailers,messages,authors}, checks.<kind>) is compiled. Such a pattern is
// somebody else's text: the base branch's policy, a repository an agent was pointed at. V8's RegExp
// backtracks, and a pattern such as `(a+)+$` takes exponential time on a line of a's, so a config could
// stall every gate run and every push. These patterns run on RE2JS, a pure-JavaScript port of RE2,
// whose matching is linear in its input whatever the pattern (no compiler is needed to install it).
// RE2 has no lookaround and no backreference, the two features that cannot be matched in linear time;
// a pattern using one is refused with a clear error naming the field.
//
// The engine is loaded only when a config has a pattern: an agent hook or a push whose config has
// none never loads it.
import { createRequire } from 'node:module';
import type * as Re2jsModule from 're2js';
import { ProofledgerError } from '../errors.js';

type Re2js = typeof Re2jsModule;

/** What the gate asks of a pattern: the first match in a text. A RegExp has this shape too. */
export interface TextPattern {
  exec(text: string): { index: number; 0: string } | null;
  test(text: string): boolean;
}

export interface ConfigPatternFlags {
  /** Letters match either case. */
  ignoreCase?: boolean;
  /** `^` and `$` match at every line's start and end, not just the text's. */
  multiline?: boolean;
}

let engine: Re2js | undefined;

/**
 * The Action's bundle (dist/index.js) has no node_modules beside it, so its entry hands the engine in
 * (bundled); everything else loads it from the package's own dependencies on first use.
 */
export function provideLinearEngine(module: Re2js): void {
  engine = module;
}

function linearEngine(): Re2js {
  return (engine ??= createRequire(import.meta.url)('re2js') as Re2js);
}

/**
 * Compiles a config pattern (JavaScript syntax, as the config documents it) for linear-time matching.
 * Throws a ProofledgerError (exit 2) naming `where` (file and field) when the pattern is not valid or
 * needs a feature no linear engine has.
 */
export function compileConfigPattern(source: string, flags: ConfigPatternFlags, where: string): TextPattern {
  const { RE2JS } = linearEngine();
  let compiled: InstanceType<Re2js['RE2JS']>;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(source), (flags.ignoreCase ? RE2JS.CASE_INSENSITIVE : 0) | (flags.multiline ? RE2JS.MULTILINE : 0));
  } catch (err) {
    const reason = (err as Error).message.replace(/^error parsing regexp: /, '');
    const hint = /\(\?[=!<]|\\[1-9]|\\k</.test(source) ? ' (lookarounds and backreferences are not supported: config patterns run on a linear-time engine)' : '';
    throw new ProofledgerError(`${where}: invalid regular expression ${JSON.stringify(source)}: ${reason}${hint}`, 'input');
  }
  return {
    exec(text: string) {
      const m = compiled.matcher(text);
      if (!m.find()) return null;
      return { index: m.start(), 0: m.group() ?? '' };
    },
    test(text: string) {
      return compiled.matcher(text).find();
    },
  };
}

/**
 * For the patterns that still run on V8's RegExp (scrub.patterns: the scrubber runs in every agent
 * hook, which must not load the linear engine): the reason a pattern can backtrack catastrophically,
 * or null. Refuses a repeated group that itself repeats something (`(a+)+`, `(\w*x)*`, `(?:a|b+){2,}`),
 * the shape behind exponential backtracking. A scan of the source, linear in its length.
 */
export function nestedQuantifier(source: string): string | null {
  // Per open group: whether a quantifier has been seen inside it.
  const stack: { start: number; quantified: boolean }[] = [];
  const isQuantifier = (i: number): number => {
    const c = source[i];
    if (c === '*' || c === '+') return 1;
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
      // A fixed count ({3}) repeats nothing ambiguously; a range ({1,3}, {2,}) does.
      if (m && m[2] !== undefined && (m[3] === '' || Number(m[3]) > Number(m[1]))) return m[0].length;
    }
    return 0;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // A class: skip to its closing bracket, escapes included.
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') {
      stack.push({ start: i, quantified: false });
      continue;
    }
    if (c === ')') {
      const group = stack.pop();
      if (!group) continue;
      if (group.quantified && isQuantifier(i + 1) > 0) return `the repeated group ${source.slice(group.start, i + 1)} repeats inside itself, which can take exponential time`;
      // The group's own quantifier makes its parent quantified.
      if ((group.quantified || isQuantifier(i + 1) > 0) && stack.length > 0) stack[stack.length - 1]!.quantified = true;
      continue;
    }
    if (isQuantifier(i) > 0 && stack.length > 0) stack[stack.length - 1]!.quantified = true;
  }
  return null;
}
