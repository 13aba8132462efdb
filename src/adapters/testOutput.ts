// Test counts from a runner's own summary lines. Only the closing summary is trusted; when a
// runner prints several (cargo per crate, go per package), they are added up.

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*(?:\x07|\x1b\\)/g;

const num = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

type Parser = (text: string) => TestCounts | null;

function lastMatch(re: RegExp, text: string): RegExpExecArray | null {
  let m: RegExpExecArray | null;
  let last: RegExpExecArray | null = null;
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  while ((m = g.exec(text)) !== null) last = m;
  return last;
}

function countsFromList(list: string, words: Record<string, keyof TestCounts>): TestCounts | null {
  const out: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  let any = false;
  for (const m of list.matchAll(/(\d+)\s+([a-z]+)/gi)) {
    const kind = words[m[2]!.toLowerCase()];
    if (kind) {
      out[kind] += Number(m[1]);
      any = true;
    }
  }
  return any ? out : null;
}

const parsers: Record<string, Parser> = {
  // " Tests  2 failed | 10 passed | 1 skipped (13)"
  vitest: (t) => {
    const m = lastMatch(/^\s*Tests\s+((?:\d+\s+[a-z]+\s*\|?\s*)+)\(\d+\)/m, t);
    return m ? countsFromList(m[1]!, { passed: 'passed', failed: 'failed', skipped: 'skipped', todo: 'skipped' }) : null;
  },
  // "Tests:       1 failed, 2 skipped, 10 passed, 13 total"
  jest: (t) => {
    const m = lastMatch(/^Tests:\s+(.*\d+ total)\s*$/m, t);
    return m ? countsFromList(m[1]!, { passed: 'passed', failed: 'failed', skipped: 'skipped', todo: 'skipped', pending: 'skipped' }) : null;
  },
  // TAP ("# pass 3") or the spec reporter ("ℹ pass 3")
  nodeTest: (t) => {
    const pass = lastMatch(/^(?:#|ℹ)\s+pass\s+(\d+)\s*$/m, t);
    const fail = lastMatch(/^(?:#|ℹ)\s+fail\s+(\d+)\s*$/m, t);
    if (!pass && !fail) return null;
    const skipped = lastMatch(/^(?:#|ℹ)\s+skipped\s+(\d+)\s*$/m, t);
    const todo = lastMatch(/^(?:#|ℹ)\s+todo\s+(\d+)\s*$/m, t);
    return { passed: num(pass?.[1]), failed: num(fail?.[1]), skipped: num(skipped?.[1]) + num(todo?.[1]) };
  },
  // "  10 passing (20ms)", "  2 failing", "  1 pending"
  mocha: (t) => {
    const pass = lastMatch(/^\s*(\d+) passing\b/m, t);
    if (!pass) return null;
    const fail = lastMatch(/^\s*(\d+) failing\s*$/m, t);
    const pending = lastMatch(/^\s*(\d+) pending\s*$/m, t);
    return { passed: num(pass[1]), failed: num(fail?.[1]), skipped: num(pending?.[1]) };
  },
  // "==== 1 failed, 10 passed, 2 skipped in 0.12s ====" (also -q's bare "10 passed in 0.1s")
  pytest: (t) => {
    const m = lastMatch(/^=*\s*((?:\d+ (?:passed|failed|skipped|errors?|xfailed|xpassed|deselected|warnings?)(?:, )?)+) in [\d.]+s/m, t);
    return m ? countsFromList(m[1]!, { passed: 'passed', xpassed: 'passed', failed: 'failed', error: 'failed', errors: 'failed', skipped: 'skipped', xfailed: 'skipped' }) : null;
  },
  // "test result: ok. 10 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out"
  cargo: (t) => {
    const out: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    let any = false;
    for (const m of t.matchAll(/^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored;/gm)) {
      out.passed += Number(m[1]);
      out.failed += Number(m[2]);
      out.skipped += Number(m[3]);
      any = true;
    }
    return any ? out : null;
  },
  // go test -v: one "--- PASS/FAIL/SKIP: TestName" per test (subtests indented).
  goTest: (t) => {
    const out: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    let any = false;
    for (const m of t.matchAll(/^\s*--- (PASS|FAIL|SKIP): /gm)) {
      any = true;
      if (m[1] === 'PASS') out.passed++;
      else if (m[1] === 'FAIL') out.failed++;
      else out.skipped++;
    }
    return any ? out : null;
  },
};

/** Counts from the output, or null when no known runner's summary is there. */
export function parseTestCounts(output: string): TestCounts | null {
  const text = output.replace(ANSI, '').replace(/\r\n?/g, '\n');
  for (const name of ['vitest', 'jest', 'cargo', 'pytest', 'mocha', 'nodeTest', 'goTest']) {
    const counts = parsers[name]!(text);
    if (counts) return counts;
  }
  return null;
}

/**
 * Whether a check passed: exit code 0 and no failures in the runner's summary. Without an exit
 * code (some agents do not report one), only a runner's own summary of passing tests can say so.
 */
/**
 * A check's result: passed only on exit code 0 and no failed test. (A run of zero tests passes here,
 * as it did; the evidence rule refuses it.) Without an exit code (the agent's runtime
 * did not report one) the runner's own summary decides; with neither, null: not observed, never a pass.
 * `killed`: ended by a signal, a failure whatever it printed.
 */
export function checkPassed(exitCode: number | null, tests: TestCounts | null, killed = false): boolean | null {
  if (killed) return false;
  if (tests !== null && tests.failed > 0) return false;
  if (exitCode !== null) return exitCode === 0;
  return tests !== null && tests.passed > 0 ? true : null;
}
