// TEST_HARNESS_CHANGED: the cheapest way to fake a green test run is to change what "the tests" are —
// the test script becomes `exit 0`, a failing test is skipped, a test file deleted. The gate cannot
// tell a legitimate change of the harness from a dodge, so it says so where a reviewer will look.

/** What the range reader hands the gate about the test harness (read at the edge). */
export interface HarnessDelta {
  /** package.json at merge-base and at head (null: absent), when the change touches it. */
  packageJson?: { base: string | null; head: string | null };
  /** Test runner configs the change touches. */
  configs: string[];
  /** Lines the change adds to test files, by path. */
  addedLines: { path: string; lines: string[] }[];
  /** Test files the change deletes. */
  deleted: string[];
}

const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|spec|specs)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|_test\.(?:go|py)$|(?:^|\/)test_[^/]*\.py$|(?:^|\/)tests\/[^/]*\.rs$/;
const RUNNER_CONFIG = /(?:^|\/)(?:vitest|jest|vite|playwright|karma|mocha)\.config\.[cm]?[jt]s$|(?:^|\/)(?:\.mocharc\.[a-z]+|pytest\.ini|tox\.ini|setup\.cfg|pyproject\.toml|conftest\.py|jest\.config\.json)$/;
/**
 * Markers that skip tests, run only some, or turn a failing test into a pass, in the common runners:
 * - JavaScript (jest, vitest, mocha, jasmine, node:test, playwright): `test.skip(`, `.only`, `.todo`,
 *   `.skipIf`/`.runIf`, `.failing`/`.fails` (a failing test reported as passing), `.fixme`, also after
 *   `.concurrent`/`.serial`; `xit(`, `fit(`; node:test's options `{ skip: 'flaky' }`, `{ todo: true }`
 *   and `{ only: true }` on the call's line, or on a line of their own in a multi-line options
 *   object; `t.skip()` / `t.todo()` in a node:test body; mocha's `this.skip()`.
 * - Python: `@pytest.mark.skip`/`skipif`/`xfail`, `pytest.skip(`, `@unittest.skip…`,
 *   `@unittest.expectedFailure`, `self.skipTest(`.
 * - Go `t.Skip()`/`SkipNow`/`Skipf`; Rust `#[ignore]`; JUnit `@Disabled…`/`@Ignore`, TestNG
 *   `enabled = false`; xUnit `Skip = "…"`, NUnit/MSTest `[Ignore]`; PHPUnit `markTestSkipped(`.
 * Every quantifier is bounded or over a single character class, never nested: matching stays linear
 * in a line's length whatever the line holds.
 */
const SKIP_MARKER = new RegExp(
  [
    String.raw`\b(?:describe|it|test|context|suite|bench)(?:\.(?:concurrent|sequential|serial|parallel))?\.(?:skip|only|todo|skipIf|runIf|failing|fails|fixme)\b`,
    String.raw`\b[xf](?:it|describe|test|context)\s*\(`,
    // node:test's options on the call's own line: test('x', { skip: 'flaky' }, …), not { skip: false }.
    String.raw`\b(?:describe|it|test|suite)\s*\([^{}]{0,200}\{[^{}]{0,120}?\b(?:skip|todo|only)\s*:(?!\s*(?:false|undefined|null|0)\b)`,
    // …and on a line of their own: skip: 'flaky', / todo: true (an ORM's `skip: 10` is a number).
    String.raw`^\s*(?:skip|todo|only)\s*:\s*(?:true\b|['"\x60])`,
    String.raw`\b(?:t|ctx|context|this)\.(?:skip|todo)\s*\(`,
    String.raw`@pytest\.mark\.(?:skip|skipif|xfail)\b|\bpytest\.skip\s*\(|@unittest\.(?:skip\w{0,8}|expectedFailure)\b|\.skipTest\s*\(`,
    String.raw`\.Skip(?:Now|f)?\s*\(|#\[ignore\b`,
    String.raw`@(?:Disabled\w{0,40}|Ignore)\b|\benabled\s*=\s*false\b|\[Ignore\b|\bSkip\s*=\s*@?"|\bmarkTest(?:Skipped|Incomplete)\s*\(`,
  ].join('|'),
);
const CHECK_SCRIPTS = /^(?:test|tests|test:.*|build|lint|typecheck|check|ci)$/;

export const isTestFile = (path: string): boolean => TEST_FILE.test(path);
export const isRunnerConfig = (path: string): boolean => RUNNER_CONFIG.test(path) || /(?:^|\/)package\.json$/.test(path);

/** Each way the change alters what the checks run, in words. */
export function harnessChanges(delta: HarnessDelta): { path: string; line?: number; what: string }[] {
  const out: { path: string; line?: number; what: string }[] = [];
  if (delta.packageJson) {
    const scripts = (text: string | null): Record<string, string> => {
      try {
        return text ? ((JSON.parse(text) as { scripts?: Record<string, string> }).scripts ?? {}) : {};
      } catch {
        return {};
      }
    };
    const base = scripts(delta.packageJson.base);
    const head = scripts(delta.packageJson.head);
    for (const name of new Set([...Object.keys(base), ...Object.keys(head)])) {
      if (CHECK_SCRIPTS.test(name) && base[name] !== head[name]) {
        out.push({ path: 'package.json', what: `scripts.${name} changed from ${JSON.stringify(base[name] ?? null)} to ${JSON.stringify(head[name] ?? null)}` });
      }
    }
  }
  for (const path of delta.configs) out.push({ path, what: `the test runner's configuration ${path} changed (which tests run may have changed)` });
  for (const { path, lines } of delta.addedLines) {
    const skips = lines.filter((l) => SKIP_MARKER.test(l));
    if (skips.length > 0) out.push({ path, what: `adds ${skips.length} skip or only marker${skips.length === 1 ? '' : 's'}: ${skips[0]!.trim().slice(0, 80)}` });
  }
  for (const path of delta.deleted) out.push({ path, what: `test file ${path} deleted` });
  return out;
}
