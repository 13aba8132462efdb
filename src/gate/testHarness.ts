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
/** Markers that skip tests, or run only some. */
const SKIP_MARKER = /\b(?:describe|it|test|context|suite)\.(?:skip|only|todo)\s*\(|\bx(?:it|describe|test)\s*\(|@pytest\.mark\.(?:skip|skipif|xfail)\b|\bt\.Skip(?:Now|f)?\s*\(|#\[ignore\]|\bpytest\.skip\s*\(|@(?:Disabled|Ignore)\b/;
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
