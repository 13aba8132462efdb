// The claim reader takes shortcuts for speed: a sentence with no result word in it is not read word
// by word, and each pass over a sentence's words runs only where the sentence holds a word the pass
// looks for. `exhaustive` turns every shortcut off. This holds the two readings to the same claims on
// every text and paragraph of the claims corpus and on generated sentences made of the words the
// passes look for, so a shortcut that hides a reading fails here (as "spec-compliant" once did: the
// first filter lacked "-compliant").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClaims } from '../../src/gate/claims.js';

const read = (text: string, exhaustive: boolean): string => JSON.stringify(findClaims(text, 'pr', 'body', { builtin: true, extra: [], exhaustive }));
// The quick reading, held to the exhaustive one. (Compared as text first: an expect() for each of
// tens of thousands of readings is what would take the time.)
const readBoth = (text: string, label: string): string => {
  const quick = read(text, false);
  const full = read(text, true);
  if (quick !== full) expect(quick, label).toBe(full);
  return quick;
};

const dir = join(import.meta.dirname, '..', 'vectors', 'claims', 'corpus');
const texts = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ f, text: (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { text: string }).text }));

// Words the reader's passes and its first filter look for, in the cases they are written in.
const READER_WORDS = [
  'tests', 'test', 'build', 'builds', 'lint', 'typecheck', 'type', 'check', 'checks', 'CI', 'clippy', 'tsc', 'mypy', 'suite', 'spec',
  'pass', 'passes', 'passed', 'passing', 'green', 'clean', 'working', 'works', 'well', 'smoothly', 'happy', 'ok', 'fine', 'succeeds',
  'fail', 'failed', 'failures', 'errors', 'warnings', 'issues', 'broken', 'fixed', 'resolved', 'gone', 'cleared', 'addressed',
  'no', 'zero', 'without', 'keine', 'longer', "doesn't", 'didnt', 'any', 'nothing', 'out', 'exit', 'exits', 'exited', 'code', 'with',
  'raises', 'throws', 'accepts', 'verified', 'validated', 'confirmed', 'can', 'confirm', 'verify', 'got', 'gets', 'to', 'now', 'is',
  'testing', 'regression', 'really', 'actually', 'Absolutely', 'GitHub', 'Actions', 'All', 'the', 'it', 'and', 'but', 'if', 'once',
  '0', '3', '12', '5/5', '4/5', '(', ')', ':', ',', ';', '.', '!', '—', '✅', '❌', '`npm test`', '`pnpm lint`', '`cargo build`',
  'lint-clean', 'spec-compliant', 'tsc-green', 'error-free', 'make', 'ready', 'merge', 'LGTM', 'Passed', 'Failed', 'TESTS', 'PASS',
  '通る', 'よう', 'テスト', '위한', '빌드', '성공', 'tests:', 'passed,', 'failed.', 'compliant', 'verification', 'validation', 'Validation:',
  'complete', 'completed', 'audit', 'exits', 'status', 'successful', 'successfully', 'expected', 'as', 'tested', 'manually', 'smoke', 'run',
  'runs', 'ran', 'went', 'going', 'correctly', 'properly', 'compilation', 'fixes', 'fully', 'functional',
  'packages', 'compile', 'again', 'locally', 'on', '→', 'produces', 'required', 'review', 'PR', 'QA', 'UAT', 'signed', 'off', 'by', 'sign-off', "QA'd", 'approved', 'still', 'creates', 'defects', 'tox', 'twister',
];

// The example of each pass over a sentence's words (from its comment in claims.ts): its own words,
// so a pass whose shortcut misses the very word it looks for reads differently here.
const PASS_EXAMPLES = [
  'This one absolutely works', 'local testing is working now', 'The existing TestX regression now passes', 'The tests run well locally',
  'it went smoothly', 'use working commands; the working tree is clean', 'the happy path passes', "I've managed to test this fix",
  'type checks pass', 'spec type gates pass', 'ビルドが通るよう修正', 'テストは通っていた', 'GitHub Actions: passing', 'lint checks pass',
  'I can confirm the tests pass', 'Can verify it builds', 'The build is fixed', 'the compile error is gone', 'lint errors resolved',
  'type errors fixed', 'raises ValueError at call time', 'hadolint accepts the ARG-constructed form', 'Build verified on macOS',
  'The build no longer fails', 'lint no longer complains', "Clippy doesn't complain anymore", "tsc didn't flag anything",
  'Tests no longer fail with state transition errors', 'the linting process did not show any issues', "ESLint doesn't return any errors",
  'verify-gate job now checks security-static success', 'ESLint reports nothing', 'Types check out', 'build fixed', 'Linting Fixed',
  'yarn lint exits 0', 'exited with code 0', 'Passed: 88 / Failed: 0', 'Tests run: 88, Failures: 0, Errors: 0', 'passed=88 failed=0',
  '9910 件 pass', 'lint・typecheck 0', '0 tests ran', 'zero tests pass', 'no test failures', 'no more type errors', '0 warnings in compilation',
  'No linting, test console, or browser console errors', 'builds without errors', '57/57 ports, all proven', '4966/4966 ALL PASSED',
  '4960/4966 passed', '303 tests (290 passing, 13 pre-existing ESM issue)', 'I got the tests to pass', 'it only gets the app to build',
  'build 성공을 위한 수정', '성공여부 확인', 'make succeeds.', 'clippy-compliant', 'lint-clean', 'the spec-compliant 404 paragraph', 'rebuilt and binary, ran `archon workflow run archon-assist` and a',
];

describe('findClaims: shortcuts', () => {
  it.each(PASS_EXAMPLES)('%j reads as the exhaustive reading does', (sentence) => {
    expect(read(sentence, false)).toBe(read(sentence, true));
  });

  it('reads every corpus text and paragraph as the exhaustive reading does', () => {
    let read_ = 0;
    for (const { f, text } of texts) {
      for (const t of [text, ...text.split(/\n\s*\n/)]) {
        read_++;
        readBoth(t, `${f}: ${t.slice(0, 120)}`);
      }
    }
    expect(read_).toBeGreaterThan(10_000);
  });

  it('reads each of the words the passes look for, alone and beside each other, as the exhaustive reading does', () => {
    // ("3passed", "0green", "tests error-free": a word starts after a digit or a dash too, where a
    // pattern's \b does not see it.)
    let claimed = 0;
    for (const a of READER_WORDS) {
      for (const sentence of [a, ...READER_WORDS.flatMap((b) => [`${a} ${b}`, `${a}${b}`])]) {
        if (readBoth(sentence, JSON.stringify(sentence)) !== '[]') claimed++;
      }
    }
    expect(claimed).toBeGreaterThan(2_000);
  });

  it('reads what was run or changed, said to work, start or run in each way, as the exhaustive reading does', () => {
    // (The first filter once lacked "runs again" and "starts correctly": the rules read them, the
    // filter passed over them.)
    const subjects = ['The app', 'The migration', 'The pages', 'Dev server', 'The notebooks', 'It', 'The deploy'];
    const verbs = ['working', 'works', 'runs', 'worked', 'ran', 'starts', 'started', 'launches', 'launched', 'completed', 'completes', 'run', 'work', 'succeeded', 'succeeds'];
    const how = ['fine', 'correctly', 'properly', 'well', 'perfectly', 'smoothly', 'normally', 'great', 'successfully', 'ok', 'okay', 'nicely', 'flawlessly', 'again', 'now', ''];
    let claimed = 0;
    for (const s of subjects) {
      for (const v of verbs) {
        for (const h of how) {
          for (const sentence of [`${s} ${v} ${h}.`, `${s} now ${v} ${h}.`, `It seems to ${v} ${h}.`]) if (readBoth(sentence, JSON.stringify(sentence)) !== '[]') claimed++;
        }
      }
    }
    expect(claimed).toBeGreaterThan(500);
  });

  it('reads the corpus sentences, changed a few words at a time, as the exhaustive reading does', () => {
    // Sentences of the corpus with words swapped for, or joined to, words the passes look for, some
    // upper-cased, some dropped: the readings near the real ones.
    const sentences = texts.flatMap(({ text }) => text.split(/(?<=[.!?])\s+|\n+/)).filter((s) => s.length > 8 && s.length < 300 && /pass|green|clean|succe|build|compil|fail|error|warning|lint|test|check|✅/i.test(s));
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    let claimed = 0;
    for (let k = 0; k < 2 * sentences.length; k++) {
      const words = sentences[k >> 1]!.split(' ');
      for (let m = 1 + Math.floor(next() * 3); m > 0; m--) {
        if (words.length === 0) break;
        const i = Math.floor(next() * words.length);
        const r = next();
        if (r < 0.35) words[i] = pick(READER_WORDS);
        else if (r < 0.6) words.splice(i, 0, pick(READER_WORDS));
        else if (r < 0.7) words.splice(i, 1);
        else if (r < 0.8) words[i] = words[i]!.toUpperCase();
        else if (r < 0.85) words[i] = `${words[i]}-${pick(READER_WORDS)}`;
        else if (r < 0.9) words[i] = `${pick(READER_WORDS)}-${pick(READER_WORDS)}`;
        else words[i] = `${pick(READER_WORDS)} ${pick(READER_WORDS)}`;
      }
      const sentence = words.join(' ');
      if (readBoth(sentence, JSON.stringify(sentence)) !== '[]') claimed++;
    }
    // The changed sentences reach the readings they are meant to test.
    expect(claimed).toBeGreaterThan(1_500);
  });
});
