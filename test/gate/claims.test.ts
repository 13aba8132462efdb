import { describe, expect, it } from 'vitest';
import { findClaims } from '../../src/gate/claims.js';

const opts = { builtin: true, extra: [] };
const claims = (text: string) => findClaims(text, 'pr', 'body', opts);

// Wordings seen in real PRs and agent replies. A phrase list always leaks, which is why agent changes
// need evidence whatever they say (gate.requireEvidence); these still decide which checks a claim names.
describe('claims', () => {
  it.each([
    ['100% passing', 'test'], ['Passes all tests.', 'test'], ['I ran the tests and they pass.', 'test'], ['| Tests | ✅ Passing |', 'test'],
    ['**Tests:** ✅', 'test'], ['No test failures.', 'test'], ['Test suite: OK', 'test'], ['Alle Tests bestanden.', 'test'],
    ['Todos los tests pasan.', 'test'], ['Once again, all tests pass.', 'test'], ['- [x] tests pass', 'test'], ['> [!NOTE]\n> All tests pass.', 'test'],
    ['Build is green', 'build'], ['no lint errors', 'lint'],
  ])('%j is a claim of %s', (text, check) => {
    expect(claims(text).flatMap((c) => c.checks)).toContain(check);
  });

  it('"Everything works." is a bare claim (the policy decides the checks)', () => {
    expect(claims('Everything works.')).toMatchObject([{ bare: true }]);
  });

  it.each([
    '- [ ] All tests pass', 'He said "all tests pass" yesterday', 'Ready for review', 'Dependabot will merge this PR once CI passes on it.',
    '@dependabot merge will merge this PR after your CI passes on it', 'not all tests pass', 'make sure tests pass', '> all tests pass (a quote)',
    'Do tests pass?', '```\nall tests pass\n```', 'Tests are failing',
    // A one-word sentence that opens like "Successful build." (it once threw: no word after it).
    'Successful', '**Successful**', 'Successful!',
  ])('%j is not a claim', (text) => {
    expect(claims(text)).toEqual([]);
  });

  // Issue 24's examples (paraphrased from real texts): what each clause is read as.
  const read = (text: string): string => {
    const cs = claims(text);
    return [...new Set(cs.flatMap((c) => c.checks)), ...(cs.some((c) => c.bare) ? ['bare'] : [])].sort().join(',') || '-';
  };
  it.each([
    ['Full suite 1784 passed / 0 failed / 3 skipped', 'test'],
    ['2036 tests, 0 failures', 'test'],
    ['Result: 46 passed', 'test'],
    ['4966/4966 ALL PASSED', 'test'],
    ['435 tests across the affected suites pass', 'test'],
    ['| Tests | 4 failures | All passing |', 'test'],
    ['Now `npm run build` succeeds locally', 'build'],
    ['all crates pass `cargo clippy --all-targets`', 'lint'],
    ['Project builds and all tests pass', 'build,test'],
    ['Release build: succeeded', 'build'],
    ['build still works', 'build'],
    ['compiles cleanly', 'build'],
    ['typecheck is clean', 'typecheck'],
    ['`tsc --noEmit` passes', 'typecheck'],
    ['Ran `npm run lint` and `npm test`. Everything is passing.', 'lint,test'],
    ['lint / typecheck / test 10273 本が緑。', 'lint,test,typecheck'],
    ['ready to merge', 'bare'],
    ['Fixed and ready to be merged.', 'bare'],
    ['CI is green', 'bare'],
    ['✅ Done, all green', 'bare'],
    ['Four tests passed on this machine and failed for an outside contributor', '-'],
    ['the Travis build passes when the build actually fails', '-'],
    ['Handle the case where all reported tests pass but the build is still a failure', '-'],
    ['attempt to run all passing tests on cloud', '-'],
    ['make pnpm lint pass', '-'],
    ['Verified never crawled by Google', '-'],
    ['- [x] Code inspection only', '-'],
    ['Test results: 2 FAIL (confirm bugs), 2 PASS (protocol).', '-'],
    ['4960/4966 passed', '-'],
    ['Executed 0 tests with 0 failures', '-'],
    ['Skipped tests were marked as passed', '-'],
    ['Fixes the existing tests so build can pass', '-'],
    ['Merging now as all but a few unit tests now pass', '-'],
    ['<!-- Confirm that all tests pass -->', '-'],
    ['Static checklist of items:\n- Tests pass\n- Lint passes', '-'],
  ])('%j is read as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  // Classes of wording (issue 24, second round): each rule is read the same wherever it appears.
  it.each([
    // A command written without a code span, as the label of its result.
    ['cargo test --lib: 530 passed, 0 failed.', 'test'],
    ['cargo check --all-targets: clean.', 'typecheck'],
    ['go vet ./...: ok', 'lint'],
    ['pnpm typecheck: no errors', 'typecheck'],
    // Before/after labels are not conditions.
    ['After: all tests pass in 2s', 'test'],
    // "No, …" answers somebody; it does not negate what follows.
    ["No, it's fixed now and ready to merge.", 'bare'],
    // A bot reporting its own run to the author; one word naming the suite.
    ['Your changes passed the nightly test.', 'test'],
    ['Your tests must pass before merge.', '-'],
    // A kind of run described, not a result.
    ['This keeps a green build from hiding the leak.', '-'],
    // A mutation's outcome, not this change's.
    ['Deleting the guard left the whole suite green.', '-'],
    ['Removing the fix fails all three.', '-'],
    // How a bug got past the checks.
    ['Two things let the bug survive a green suite: the typecheck was clean.', '-'],
    // Results of an earlier commit.
    ['Tests were green on the previous commit.', '-'],
    ['In d309a18, Bob made go vet pass.', '-'],
    // A trial, not a result.
    ['Testing is this build passes all tests', '-'],
    // Japanese "even if": a hypothetical.
    ['set を書き忘れてもテストは緑のままになる', '-'],
    // Checked with a named check: the check ran and found nothing.
    ['sanity checked with `npm run lint`', 'lint'],
    ['validated locally with go build and go vet', 'build,lint'],
    ['Verified with tsc --showConfig', '-'],
    // "Verified:" as the label of a behaviour that holds; a check named in it is claimed.
    ['Verified: login now keeps the session.', 'bare'],
    ['Verified: contract unit-tested, succeeds after three retries.', 'test'],
    ['Verified: the crash reproduces on main.', '-'],
    ['LGTM, tested', 'bare'],
    // A regression test's two runs.
    ['Verified under the new driver (failed before, pass after):', 'test'],
    // A Go package pattern does not end the sentence.
    ['go test ./... passes.', 'test'],
    ['ruff check . passes', 'lint'],
    // A check and its state in one word; 'happy' as a state.
    ['clippy-clean', 'lint'],
    ['clippy is warning-free', 'lint'],
    ['`cargo clippy` is happy', 'lint'],
    ['tests for the happy path pass', 'test'],
    // The subject left out is the change.
    ['Works locally.', 'bare'],
    ['Tested locally, works.', 'bare'],
    ['Confirmed working.', 'bare'],
    ['Works with Node 18.', '-'],
    // "without <fault>" is a clean result.
    ['the frontend builds without errors', 'build'],
    ['builds without any errors', 'build'],
    ['Tests run without failures.', 'test'],
    ["We won't merge until all builds are green.", '-'],
    // Results before this change, or of the previous version.
    ['Tests were passing on main before this PR.', '-'],
    ['The previous version also compiled cleanly.', '-'],
    ['Unlike the previous version, this compiles cleanly.', 'build'],
    // ✓ as a mark; a chain of commands names each; a make target.
    ['Build ✓', 'build'],
    ['`pnpm lint && pnpm typecheck && pnpm test` all pass', 'lint,test,typecheck'],
    ['make lint passes', 'lint'],
    ['make pnpm lint pass', '-'],
    // Bare claims of the change as a whole.
    ['Green across the board.', 'bare'],
    ['Verified the fix works.', 'bare'],
    ['Confirmed that the change is working.', 'bare'],
    ['Confirmed the bug.', '-'],
    ['Validated locally.', 'bare'],
    ['The workflow run succeeded.', 'bare'],
    ['Everything checks out.', 'bare'],
  ])('%j is read as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  // gate.claims: a config pattern is matched on each of the author's own sentences, with the same
  // polarity as the built-in reading.
  it('reads config patterns per sentence, not in quotes, negations or conditions', () => {
    const extra = [{ pattern: /QA signed off/i, checks: ['test' as const] }, { pattern: /shipit/i, checks: 'required' as const }];
    const read = (text: string) => findClaims(text, 'pr', 'body', { builtin: false, extra });
    expect(read('Refactor done. QA signed off on staging.')).toMatchObject([{ text: 'QA signed off on staging.', checks: ['test'], bare: false }]);
    expect(read('shipit')).toMatchObject([{ checks: [], bare: true }]);
    expect(read('QA has not signed off yet; QA signed off is what we wait for?')).toEqual([]);
    expect(read('Merge once QA signed off')).toEqual([]);
    expect(read('> QA signed off')).toEqual([]);
    expect(read('All tests pass.')).toEqual([]);
  });
  // Classes of wording from the corpus's later rounds (texts gathered apart from the reader).
  it.each([
    // A leading condition holds back the whole sentence.
    ['Once CI passes, this is ready to merge.', '-'],
    ['If the tests pass, merge it.', '-'],
    // What follows a result: another branch, a later condition, "only when".
    ['CI is green on the base branch.', '-'],
    ['All green on main; this PR fails.', '-'],
    ['Ready to merge once CI is green.', '-'],
    ['This PR is ready to merge after #123 lands.', '-'],
    ['Tests pass only when run in isolation.', '-'],
    ['Verified under 2.0.6 (failed before, pass after).', 'test'],
    ['verified npm run test:e2e exits with code 0 after dependency bootstrap', 'test'],
    // Not earned: by accident, trivially, in the past — unless "now" makes it a before/after.
    ['the tests pass by accident', '-'],
    ['The build was green yesterday.', '-'],
    ['Previously failing tests now pass.', 'test'],
    // Hedges and somebody's belief.
    ['Tests *usually* all pass', '-'],
    ['Copilot thinks test ran successfully but didnt', '-'],
    // A check in a code span is its name, not an instruction; its counts are read.
    ['`make` succeeds', 'build'],
    ['`make lint` OK', 'lint'],
    ['- `52 passed` — `tests/test_routes.py`', 'test'],
    ['`make ci` and Bugbot clean on this branch.', 'bare'],
    ['`colcon test` is now successful.', 'test'],
    // Sections of goals, and lead-ins that claim their items.
    ['## Acceptance\n- `cargo test --workspace` exits 0\n- `cargo clippy` exits 0', '-'],
    ['Fix #3 – the following commands now succeed:\n- `npm run lint`\n- `npm run test`', 'lint,test'],
    ['Verified with:\n- `go test ./...`', 'test'],
    ['The following commands should pass:\n- `npm test`', '-'],
    ['- [x] Unit tests: `tests/test_a.py`, `tests/test_b.py`', 'test'],
    // Counts of something other than tests.
    ['57/57 ports, all behaviorally proven', '-'],
    ['10/10 scenarios pass', 'test'],
    // "fixes all …" leaves a check clean; "fixes various …" may not.
    ['Addressed all clippy complaints.', 'lint'],
    ['This fixes various lint errors that prevent running tests locally.', '-'],
    // Other forms of a result.
    ['Clean build on mingw too now.', 'build'],
    ['0 warnings messages in compilation process', 'build'],
    ['Successfully built the docs site with `mkdocs build`.', 'build'],
    ['Verified the build with `cargo build --release`.', 'build'],
    ['Tested locally and works with no issues!', 'bare'],
    ['All three acceptance criteria met.', 'bare'],
    ['Smoke tested in staging, all good.', 'bare'],
    ["it doesn't actually pass pre-commit. now it does.", 'lint'],
    ['pre-commit hooks pass', 'lint'],
    ['style: Pass all prettier / eslint / tests', '-'],
    ['one of the pi tests wouldnt compile cleanly', '-'],
    // Commands in plain text after with/using, make targets with their state, lists after "green:".
    ['Validated with cargo check, cargo test --manifest-path src-tauri/Cargo.toml, and a browser test.', 'test,typecheck'],
    ['ruff clean; make typecheck green (src scope); 4/4 new tests pass', 'lint,test,typecheck'],
    ['make check green (857 passed), check-arxiv-bundle OK.', 'bare,test'],
    ['Quality gates green: lint, mypy strict, 91.52% coverage, preflight.', 'lint,typecheck'],
    ['Smoke run green (10 queries, keyword stub).', 'bare'],
    ['All 890 tests pass; basedpyright 0 errors / 0 warnings.', 'test,typecheck'],
    // A change listed by its verb describes the change; a result after its first clause still counts.
    ['- Disable color and cursor formatting for clean text output', '-'],
    ['Remove the flaky retry, all tests pass now.', 'test'],
    ['This keeps lint green for runtime-injected globals.', '-'],
    // Before/after failure counts, "tested … successfully", a fix of what was broken.
    ['Verified red before the fix (3 of 5 fail) and green after.', 'test'],
    ['Tested both desktop and mobile interfaces successfully', 'bare'],
    ['I had accidentally broken `npm test`, but this fixes it.', 'test'],
    ['This fixes `master` to pass `npm test`.', 'test'],
    ["I've verified locally that the build works by running `go build ./...` and `go test ./...`.", 'build,test'],
    ['Tried running the cucumbers locally on MRI 1.9.2; they passed.', 'test'],
    ['2. Only runs on PR builds', '-'],
    // A project's own check script claims success of no named kind.
    ['claim-matrix suite done; reproduce-paper-check clean.', 'bare'],
    ['`./scripts/check-doc-flags.sh` passes', 'bare'],
    ['`git diff --check` passed', '-'],
    ["Done, now it's clean on my side and travis.", 'bare'],
    ['Travis is green.', 'bare'],
    // A bot's quoted release notes (an HTML blockquote) are somebody else's words.
    ['<details>\n<summary>Release notes</summary>\n<blockquote>\n<h2>v1.2</h2>\n<p>Build passes on Windows again.</p>\n</blockquote>\n</details>', '-'],
    ['<blockquote>Build passes.</blockquote>\nAll tests pass.', 'test'],
    ['CI is green except for the flaky macOS job.', '-'],
    ['## How it works', '-'],
    ['New tests added; all pass locally.', 'test'],
    ['- [x] Pre-commit hooks pass (biome + typecheck)', 'lint,typecheck'],
    ['- [x] `npm run compile` — clean, no TypeScript errors', 'build,typecheck'],
    ['All checks pass with Node.js 20:\n- `npm run build` — generates 14 platform config files', 'build'],
    ['- Run lint checks (`pnpm stylecheck` and `pnpm typecheck` both pass)', 'lint,typecheck'],
    ['This will ensure the codebase compiles.The codebase compiles successfully.', 'build'],
    ['There were no typescript errors reported in CI, because `tsc` was not being run.', '-'],
    ['docs(release): gate release publish on CI green, create as draft first', '-'],
    // Brackets: an aside with no result keeps the clause around it; runners by name; Russian.
    ['Annotate the helpers so the CI-wide mypy run (src + tests) passes.', '-'],
    ['Go+tsc+vitest(86)+golden+e2e+build green.', 'build,test,typecheck'],
    ['Тесты: test/test:e2e/tsc/build/golden\nзелёные, датасет не тронут.', 'build,test,typecheck'],
    ['An empty default produces a relative path that passes type checks but raises ValueError at call time.', '-'],
    ['One ARG carrying the full reference makes the desync unrepresentable, and hadolint accepts the ARG-constructed form.', 'lint'],
    ['The packages/cli tests run just fine.', 'test'],
    ['Verified that the project builds and all 57 tests pass.', 'build,test'],
    ['Some of our tests only passed on CI and not locally.', '-'],
    ['- ✅ `./run-tests.sh` — core self-tests pass.', 'test'],
    ['- ✅ `./build.sh` — BUILD SUCCESSFUL', 'build'],
    ['claim-matrix tests green; paper compiles (0 errors).', 'build,test'],
    ['`--json` passes the flag through to the exporter.', '-'],
    // A make target typed as a command reports its state; "Make …" and "to make …" are goals.
    ['Make lint green', '-'],
    ['chore: make tsc --noEmit (nearly) clean over the test suite', '-'],
    ["It's still some way to make Mypy green, but this is a step.", '-'],
    ['| `./gradlew assembleDebug` | BUILD SUCCESSFUL — 50MB debug APK produced |', 'build'],
    // A test runner's own line outside a fence.
    ['ok  \tgithub.com/foo/bar\t0.123s', 'test'],
    ['PASS src/foo.test.ts', 'test'],
    // A report that opens on "Verified" asserts what it names, unless it names a fault or was only read.
    ['- Verified prompt appears and accepts "y" to proceed.', 'bare'],
    ['Confirmed the dialog now closes on Escape.', 'bare'],
    ['Verified by code inspection.', '-'],
    ['Confirmed on macOS too.', '-'],
    ['Verified the same behaviour on Linux.', '-'],
    ['Validated the schema against the spec.', '-'],
    ['Verified the crash reproduces on main.', '-'],
    ['Verified on hardware: the worker binary was missing the rpath.', '-'],
    ['Verified the old behaviour still fails without the patch.', '-'],
    ['All 6 lesson files pass schema validation against TEMPLATE.md.', 'bare'],
    ['Проверено: 152 unit, 14 e2e последовательным прогоном.', 'test'],
    // "building" as the build's name.
    ['Anyway, building works now again!', 'build'],
    ['Building the project fails on Windows.', '-'],
    ['Building on #123, this PR makes the tests pass.', 'test'],
    // Which checks, not a result; a goal under its label.
    ['This runs the tests that already pass and ignores the others.', '-'],
    ['AC: `npm run build` exits 0.', '-'],
    ['Expected: all tests pass.', '-'],
    ['Result: all tests pass.', 'test'],
    // What failed before and passes now.
    ['The tests that were failing now pass.', 'test'],
    ['The 3 failing tests now pass.', 'test'],
    ['The build no longer fails on Windows.', 'build'],
    ['Lint no longer complains.', 'lint'],
    ['It no longer crashes on empty input.', '-'],
    ['The frontend builds successfully and type-checks.', 'build,typecheck'],
    ['Tests: `bun test` — 311 pass, 0 fail', 'test'],
    ['311 pass, 2 fail', '-'],
    ['The build completes without failures.', 'build'],
    // Builds reported in the author's words.
    ['Built locally on macOS 14 with Xcode 15.', 'build'],
    ['I built it on Windows and it runs.', 'build'],
    ['Built on top of #123.', '-'],
    ['We built this for the v2 release.', '-'],
    ['Builds again after the dependency bump.', 'build'],
    ['The project now builds with Java 21.', 'build'],
    ['The project builds with Gradle.', '-'],
    ['It builds with 3 warnings.', '-'],
    ['The build is fixed.', 'build'],
    ['The compile error is gone.', 'build'],
    ['I can confirm this builds.', 'build'],
    ['Can confirm the tests pass locally.', 'test'],
    ['Clippy doesn\'t complain anymore.', 'lint'],
    ['The linter no longer flags this file.', 'lint'],
    ['rubocop: no offenses detected', 'lint'],
    ['Type errors fixed.', 'typecheck'],
    ['Lint doesn\'t complain but the tests fail.', 'lint'],
    // Success of the change, no check named.
    ['GitHub Actions: passing', 'bare'],
    ['The PR is green.', 'bare'],
    ['Is the PR green?', '-'],
    ['Tested on my fork: works.', 'bare'],
    ['Manually verified the new flag works.', 'bare'],
    ['QA passed.', 'bare'],
    ['Sanity check passed.', 'bare'],
    ['No regressions found.', 'bare'],
    ['Make sure there are no regressions.', '-'],
    ['No regressions in the benchmark, but tests fail.', '-'],
    ['QA passed on the previous release.', '-'],
    ['Can confirm the tests fail on main.', '-'],
    ['Once the build is fixed, merge this.', '-'],
    // Runners' own summaries, labelled.
    ['Total: 88, Passed: 88, Failed: 0', 'test'],
    ['Tests run: 88, Failures: 0, Errors: 0, Skipped: 0', 'test'],
    ['Tests run: 88, Failures: 2, Errors: 0', '-'],
    ['OK (88 tests, 210 assertions)', 'test'],
    ['Executed 88 of 88 SUCCESS', 'test'],
    ['PASS\nok  \tgithub.com/x/y\t0.2s', 'test'],
    // Japanese, Korean, Portuguese, French and Russian result words.
    ['テストは全て通りました。', 'test'],
    ['全テストがパスしました。', 'test'],
    ['lint と型チェックも通過。', 'lint,typecheck'],
    ['ビルドが通るよう修正', '-'],
    ['テスト結果は以下の通りです。', '-'],
    ['**ローカルの `yarn typecheck` は通っていた** — vue-tsc -b がインクリメンタルで', '-'],
    ['テストが失敗します。', '-'],
    ['모든 테스트 통과', 'test'],
    ['빌드 성공', 'build'],
    // Round 23: a requirement ("has to"); a bracket after an instruction that follows one.
    ['The build has to pass.', '-'],
    ['I had to restart it, but the build passes now.', 'build'],
    ['Add a check that must pass (lint clean).', '-'],
    ['Bump the SDK (tests pass).', 'test'],
    ['Todos os testes passaram.', 'test'],
    ['La compilation réussit.', 'build'],
    ['Все тесты проходят.', 'test'],
    ['Сборка успешна.', 'build'],
  ])('%j is read as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  // Batch 6 of the corpus: commands written in plain text, asides, test names, what a mechanism does.
  it.each([
    // A package manager's command in plain text at the start, after a wrapper's "--", with paths and flags.
    ['go test ./internal/cache/ -race -count=1 — passes', 'test'],
    ['tool exec -- go test -short -run TestParseConfig ./internal/config/ passes.', 'test'],
    ['go build ./cmd/app and go test -short ./internal/... both green.', 'build,test'],
    ['Validated with cargo check, cargo test --manifest-path app/Cargo.toml, and a manual run.', 'test,typecheck'],
    ['go build\n./cmd/app and go test ./internal/x (subset:\nparser + lexer) both green.', 'build,test'],
    ['Go ahead and merge when the tests pass.', '-'],
    // An aside in brackets after a result is about something else, unless it names the check failing.
    ['All the current tests are passing on my end (except for the one commented out).', 'test'],
    ['Six runs with all the unit tests passing (one run had a failure afterwards, a flaky VM).', 'test'],
    ['Run `npx playwright test` — the harness works (E2E tests may fail without the proxy)', '-'],
    ['Tests pass (2 failed).', '-'],
    // A test by its name; a regression test reported passing.
    ['Existing TestReadConfig_{Missing, Empty} continue to pass with the new parser.', 'test'],
    ['test_hard_delete_agent passes now.', 'test'],
    ['The TestParallelFlush regression now passes under -race.', 'test'],
    ['No regressions.', 'bare'],
    // "pass" handing on a value, not a result.
    ['The doctor check passed the parsed role directly.', '-'],
    ['TestSetup passed localOnly directly and never covered the helper.', '-'],
    ['Passes test result and run ID to the reporter.', '-'],
    ['Your changes passed the buildbot test.', 'test'],
    // What a mechanism or a test does, not a result.
    ['This verifies `ruff` and `mypy` checks pass.', '-'],
    ['The new test verifies the result by checking that the file is written.', '-'],
    ['Skip the test when the extension is missing, allowing the suite to complete successfully.', '-'],
    // A kind of thing, not a result.
    ['Fixed the examples to use working commands.', '-'],
    ['It is semantically different from a polecat confirmed in clean state.', '-'],
    ['And various other pedantic lints.', '-'],
    ['Working as expected on Safari.', 'bare'],
    // A task in Japanese, and its report.
    ['lint が通ることを確認する。', '-'],
    ['lint が通ることを確認しました。', 'lint'],
    // Reports: "Verified …" after a label, hedged success, a result under a label that names no check.
    ['Tested: Verified over several restarts that the daemon skips the spawn.', 'bare'],
    ['It roughly seems to work with my local testing.', 'bare'],
    ['Independent agent review: PASS', '-'],
    ['Smoke run on staging: PASS', 'bare'],
    ['Ran with -race detector: passed', '-'],
    ['Expected: PASS', '-'],
    ['policy tests, actionlint, Black, py_compile, and diff check: PASS', 'build,lint,test'],
    // Items under a goal heading written without "#".
    ['Acceptance criteria\n- npm run test passes.\n- npm run build passes.', '-'],
    ['**Goals:**\n- all tests pass', '-'],
    ['Acceptance criteria are met; all tests pass.', 'bare,test'],
    // Batch 7: a number in a code span, results in other words, ticked instructions, brackets that list the checks.
    ['`npm run unittest` (`1494` passing, `5` pending)', 'test'],
    ['The tests run well locally.', 'test'],
    ['The build worked.', 'build'],
    ['so this worked: https://ci.example.com/run/1', 'bare'],
    ['I worked on the build scripts.', '-'],
    ['After this fix, the following all succeed:', '-'],
    ['Minor change to have cargo fmt --all -- --check succeed', '-'],
    ['- [x] Make sure tests pass via `mvn clean verify`.', 'test'],
    ['- [ ] Make sure tests pass via `mvn clean verify`.', '-'],
    ['- [x] Ensure the docs render.', '-'],
    ['Quality gates (fmt, clippy) pass.', 'lint'],
    ['The mypy run (src + tests) passes.', 'typecheck'],
    ['Manually verified via `getProjects()` that the list updates as expected.', 'bare'],
    ['Manual testing confirms the version detection works correctly.', 'bare'],
    ['Verified the crash reproduces as expected on main.', '-'],
    ['It falls back to the old path for older VS Code builds.', '-'],
    ['Reviewer specialist: clean, no findings', '-'],
    // A lead-in's success is the checks listed after it; alone, it stays a bare claim.
    ['All checks pass with Node.js 20:\n- `npm run build` — generates the configs\n- `npm test` — 581 passing', 'build,test'],
    ['**Verified working:**\n- `pnpm lint` — 0 errors', 'lint'],
    ['All checks pass:\n- the page renders', 'bare'],
    ['Everything passes.', 'bare'],
    // Runners' and tools' own lines; scenarios; workspace flags before a script.
    ['Success: no issues found in 42 source files', 'typecheck'],
    ['All scenarios pass under `go test -race ./internal/store/...`.', 'test'],
    ['`pnpm -r build` passes', 'build'],
    ['`pnpm --filter web test` passes', 'test'],
    // Batch 8: CI's state on its own; "still" in a verified report is not a fault.
    ['Happy CI \\o/', 'bare'],
    ['Green CI is required before merge.', '-'],
    ['Verified all four close and 25 legitimate forms still auto-approve.', 'bare'],
    ['Verified the crash still reproduces on main.', '-'],
    // Builds in more words; a check and its result labelled like a commit type; a result after a run.
    ['Build: pass', 'build'],
    ['Tests: pass', 'test'],
    ['build: pass the target to the linker', '-'],
    ['cargo build: OK', 'build'],
    ['Compiled without issues.', 'build'],
    ['I was able to build it successfully.', 'build'],
    ['Able to build and run locally.', 'build'],
    ["I wasn't able to build it.", '-'],
    ['You should be able to build it now.', '-'],
    ['All packages build.', 'build'],
    ['Make sure all packages build.', '-'],
    ['Ran the linter; no issues.', 'lint'],
    ['Ran mypy. Clean.', 'typecheck'],
    ['Fixed the parser. Clean.', '-'],
    // The change said to work; a test report that ends on the behaviour; a fault no longer reproduced.
    ['The fix works.', 'bare'],
    ['This change works now.', 'bare'],
    ['The fix works only on Linux, but fails on macOS.', '-'],
    ['Tested end-to-end: the login flow works.', 'bare'],
    ['Tested end-to-end: the login flow still crashes.', '-'],
    ['Can no longer reproduce the bug.', 'bare'],
    ['Confirmed the crash no longer happens.', 'bare'],
    ['I could not confirm the crash no longer happens.', '-'],
    ['If it no longer reproduces, close this.', '-'],
    ['The error no longer occurs.', '-'],
    // Batch 9: a result in brackets, a build verb with a prefix, a chain of states, a line that goes on after a dash.
    ['Verified in batch (prune/cap/budget all pass).', 'bare'],
    ['Tested basic efrit-do functionality working', 'bare'],
    ['Byte-compiles clean.', 'build'],
    ['`npm ci` auto-builds, the CLI is one-shot.', '-'],
    ['states: moved in one step through Built → Validated → Published', '-'],
    ["If the upload fails we log it but don't fail the rebuild\n— the rebuild succeeded and the index is only a cache.", '-'],
    // Round 11: a check that found nothing to report; the app, used, said to work (a claim of its own).
    ['the linting process did not show any issues.', 'lint'],
    ["ESLint doesn't return any errors.", 'lint'],
    ['mypy did not report any errors.', 'typecheck'],
    ['If lint does not report any errors, merge it.', '-'],
    ['Make sure eslint does not report any errors.', '-'],
    ['Lint should not show any issues.', '-'],
    ['No issues running the app', 'bare'],
    ['All test cases passed and no issues running the app.', 'bare,test'],
    ['No issues running the app on Linux, but it crashes on Windows.', '-'],
    ['Users report no issues running the app.', '-'],
    ['Application is working fine but it skipped few tests.', 'bare'],
    ['The old app was working fine.', '-'],
    ['The app is working fine on v1.2 but crashes on v1.3.', '-'],
    ['Check that the app is working fine.', '-'],
    ['Iterating to satisfying both CI and local tests. Seems good now.', 'bare'],
    ['It seems good now but CI still fails.', '-'],
    ['Looks good now.', '-'],
    ['The new design seems good now.', '-'],
    ['The test caught every exception and returned False, which pytest reports as a pass.', '-'],
    ['A skipped test is counted as a success.', '-'],
    // Round 12: a plain command after a label's colon or "workspace", a flag that is not followed by its
    // result, fixtures as tests, a check "verified", a passing that is named.
    ['Verified: cargo check -p core-store --all-targets clean on stable.', 'typecheck'],
    ['the root workspace cargo check --all-targets stays clean.', 'typecheck'],
    ['cargo check --all-targets clean.', 'typecheck'],
    ['Checks: clippy pedantic clean, fmt, 6/6 fixtures green.', 'lint,test'],
    ['Updated the test fixtures.', '-'],
    ['WASM compilation verified (wasm32-unknown-unknown)', 'build'],
    ['Compilation verified on macOS.', 'build'],
    ['Tests verified that the parser rejects bad input.', '-'],
    ['the example running is a side effect of it passing.', '-'],
    // Round 13: an intensifier before the verb; testing that is working; "this one".
    ['This one absolutely works.', 'bare'],
    ['The fix really works.', 'bare'],
    ["It doesn't really work.", '-'],
    ['local testing is working now for 3x of Linux and OSX.', 'test'],
    ['This one fails.', '-'],
    // Success in more of the words people use; each next to a wording that is not one.
    ['Works great!', 'bare'],
    ['Works like a charm.', 'bare'],
    ['Works great on 1.2 but not on 1.3.', '-'],
    ["I've tested this and it works well.", 'bare'],
    ['I ran the script and it completed successfully.', 'bare'],
    ['It works like a charm in the demo video, which is fake.', '-'],
    ['Fix verified.', 'bare'],
    ['Fix the verifier.', '-'],
    ['I can confirm this fixes the problem.', 'bare'],
    ["I can't confirm this fixes the problem.", '-'],
    ['Runs without errors.', 'bare'],
    ['The app starts and runs without errors.', 'bare'],
    ['It runs without errors on Linux but crashes on Windows.', '-'],
    ['If it runs without errors, merge.', '-'],
    ['It runs cleanly now.', 'bare'],
    ['Make sure it runs cleanly.', '-'],
    ['Tested on Chrome and Firefox, both fine.', 'bare'],
    ['Tested on Chrome: not fine.', '-'],
    ['Successfully tested on a Pixel 7.', 'bare'],
    ['No issues found during testing.', 'bare'],
    ['No issues found during testing, except the login crash.', '-'],
    ['make succeeds.', 'build'],
    ['make is a build tool.', '-'],
    ['Make succeeds.', '-'],
    ['Builds and runs on Windows 11.', 'build'],
    ['I can build the docs locally.', 'build'],
    // The verdict first, then the command.
    ['- PASS `pnpm vitest run packages/core/src/pre-commit-hook.test.ts`', 'test'],
    ['- FAIL `pnpm test`', '-'],
    // Ticked options under "… should have caught this:" are a choice, not a result.
    ['Coverage level that should have caught this:\n  - [X] Unit test\n  - [ ] End-to-end test', '-'],
    // "I have verified these changes via:" claims nothing of its own; its ticked items say how.
    ['I have verified these changes via:\n\n- [x] Code inspection only, or\n- [ ] Newly added/modified unit tests', '-'],
    ['Verified with:\n- unit tests', 'test'],
    // What was judged necessary is no trial of the change.
    ['- [x] I have confirmed that any new dependencies are strictly necessary.', '-'],
    ['- [x] I have confirmed that the new flag works.', 'bare'],
    // "CI greened"; a ticked "Run … to make sure you didn't break anything": run, and nothing broke.
    ['CI greened.', 'bare'],
    ["- [x] Run the unit tests with `./gradlew check` to make sure you didn't break anything", 'test'],
    ["- [ ] Run the unit tests with `./gradlew check` to make sure you didn't break anything", '-'],
    // Under a to-do heading, a ticked item that says how it went is done; a ticked task is a task.
    ['## TODO\n- [x] Docs updated\n- [x] CI Pipelines run successfully', 'bare'],
    ['### TODO\n* [x] ruff: https://github.com/getsentry/sentry-python/pull/6430', '-'],
    ['## TODO\n- [ ] CI Pipelines run successfully', '-'],
    // Another branch's failure leaves this change's result standing.
    ['Jenkins is happy with all these commits, although master is still failing because of #36.', 'bare'],
    ['Tests pass, but master is failing.', 'test'],
    ['Tests pass, although they are still failing on Windows.', '-'],
    // An agent's account of what it did before: its own declaration, reported, is no result.
    ['I added logging, deployed, had you manually test, declared it working.', '-'],
    ['I added logging, deployed, had you manually test, and it is working.', 'test'],
    // Chinese "no <check> errors": "no" before the check, "errors" after it.
    ['修改已完成，无 linter 错误。', 'lint'],
    ['没有 ESLint 错误', 'lint'],
    ['有 linter 错误', '-'],
    // Chinese "compile": "编译成功" (compiled successfully); between "fix" and "problem" the bug is described.
    ['编译成功，所有改动生效！🎉', 'build'],
    ['修复编译没有把错误抛出来却显示编译成功问题。', '-'],
    ['修复了构建问题，构建成功。', 'build'],
    // Agents' summaries in their users' languages: a build, and what passed, in Portuguese, Spanish,
    // Italian and Russian.
    ['Build concluído com sucesso.', 'build'],
    ['Compilação bem-sucedida.', 'build'],
    ['Compilación exitosa.', 'build'],
    ['Los tests pasaron con éxito.', 'test'],
    ['Tutti i test passano.', 'test'],
    ['La build è riuscita.', 'build'],
    ['Проект успешно компилируется.', 'build'],
    ['A compilação falhou.', '-'],
    ['Non tutti i test passano.', '-'],
    // Russian read as English, word by word, with the few phrases whose order English reverses: the
    // faults named before their check, "found no" said as "not found", "no errors" said last.
    ['Все 42 теста пройдены.', 'test'],
    ['Тесты успешно прошли локально.', 'test'],
    ['Линтер не нашёл ошибок.', 'lint'],
    ['Ошибок линтера не найдено.', 'lint'],
    ['Ошибок компиляции нет.', 'build'],
    ['Проект собран без ошибок.', 'build'],
    ['Проверка типов проходит без ошибок.', 'typecheck'],
    ['Приложение работает корректно.', 'bare'],
    ['После изменений приложение успешно компилируется.', 'build'],
    ['Тесты должны проходить.', '-'],
    ['Если тесты проходят, можно мержить.', '-'],
    ['Тесты: 35 прошли, 2 упали.', '-'],
    ['Сборка падает с ошибкой.', '-'],
    ['Линтер нашёл 3 ошибки.', '-'],
    ['Работа над тестами продолжается.', '-'],
    // German, Spanish, French, Portuguese and Italian read as English the same way: German's split
    // verbs ("laufen … durch", "schlagen … fehl") and its "not" after the verb; "there are no errors".
    ['Alle Tests laufen erfolgreich durch.', 'test'],
    ['Die Tests schlagen fehl.', '-'],
    ['Tests bestehen nicht.', '-'],
    ['Der Build funktioniert nicht.', '-'],
    ['Build ohne Fehler.', 'build'],
    ['Der Linter meldet keine Fehler.', 'lint'],
    ['Wenn alle Tests bestehen, können wir mergen.', '-'],
    ['Die Tests sollten bestehen.', '-'],
    ['Compila sin errores.', 'build'],
    ['No hay errores de lint.', 'lint'],
    ['Todos los tests existentes siguen pasando.', 'test'],
    ['Las pruebas no pasan.', '-'],
    ['Aucune erreur de lint.', 'lint'],
    ["L'ensemble des tests sont au vert.", 'test'],
    ["L'application devrait compiler sans erreurs.", '-'],
    ['Les tests ne passent pas.', '-'],
    ['Compila sem erros.', 'build'],
    ['Não há erros de lint.', 'lint'],
    ['Os testes falharam.', '-'],
    ['Compila senza errori.', 'build'],
    ['I test non passano.', '-'],
    // Tests written ("implemented", "hinzugefügt", "добавлены") under a mark: work done, not a run.
    ['**✅ Tests Implemented:**', '-'],
    ['**✅ Tests Implementados:**', '-'],
    ['✅ Tests hinzugefügt', '-'],
    ['✅ Tests implemented and passing', 'test'],
    // "all" and "they" after the checks a sentence is about, as its subject, in it or just before it.
    ['The tests run for a relatively long time - all have passed.', 'test'],
    ['The tests run for a relatively long time. All have passed.', 'test'],
    ['Unit tests take a while to run. They pass.', 'test'],
    ['The tests were rewritten. They should pass.', '-'],
    ['Tests: turso-sqltests cover lower/upper/two-sided ranges, all pass in default and MVCC modes.', 'test'],
    ['All pass in the config object.', '-'],
    // A statement asked in a template, ticked, is said; unticked, or a question proper, it is not.
    ['* [x] Command line build passes?', 'build'],
    ['- [x] Local Tests Passing?', 'test'],
    ['- [ ] Local Tests Passing?', '-'],
    ['- [x] Has the build been smoke tested?', '-'],
    // A box marked not applicable is not ticked.
    ['- [NA ] I have manually run the integration tests and they are passing.', '-'],
    ['- [ N/A] I have run the tests and they are passing.', '-'],
    // A code span in double backticks is a code span.
    ['- [x] Passes ``git diff upstream/master | flake8 --diff``', 'lint'],
    // How the build went, in more words; a result hedged with "seem to be"; "works here".
    ['Now compiles smoothly on Arch Linux / ARM With GCC 7.', 'build'],
    ['It builds nicely with the latest JUCE.', 'build'],
    ['I turned them into regression tests. They seem to be passing now.', 'test'],
    ['They seem to be failing.', '-'],
    ['It has to pass.', '-'],
    ['Works here locally on my iPhone.', 'bare'],
    // "Successfully ran X": the run, then how it went; "in order to successfully run X" is a purpose.
    ['- [x] Successfully run unit and instrumentation tests.', 'test'],
    ['- [x] I have successfully run a local build', 'build'],
    ['I needed this change in order to successfully run `mvn clean install -DskipTests`.', '-'],
    // What was confirmed is the tests' result, not a trial of its own.
    ['Ran the TPU tests with JAX v0.5.3 and confirmed they pass.', 'test'],
    // The build, and then the app tried and working.
    ['The android app builds and runs just fine in the emulator.', 'bare,build'],
    ["I've confirmed that this builds and works properly.", 'bare,build'],
    ['It builds and runs fine, but the tests fail.', 'build'],
    // CI by its service's name; "finally" working.
    ['Passed travis-ci check', 'bare'],
    ["It's finally working for me in TravisCI.", 'bare'],
    // A fix tried by the one who says so.
    ['Hi, this fixed the crash on newer Android version for me. Tested with Android 16', 'bare'],
    ['This fixes the bug for me, but not on Linux.', '-'],
    ['It should fix the crash for me.', '-'],
    // Values handed on through code, not a pass; trial builds, not tests.
    ['These two tests only basically test that `click` actually passes values through.', '-'],
    ['The test passes locally.', 'test'],
    ['Test builds 5.15 and 5.16 for arm, arm64 were successful.', 'build'],
    ['Unit tests build and pass.', 'build,test'],
    // nixpkgs' template: each platform ticked under "Built on platform(s)" is a build done there.
    ['- Built on platform(s)\n   - [x] NixOS\n   - [ ] macOS\n- [x] Fits CONTRIBUTING.md', 'build'],
    ['- Built on platform(s)\n   - [ ] NixOS\n   - [ ] macOS\n- [x] Fits CONTRIBUTING.md', '-'],
    // A tick with a space beside it is a tick.
    ['- [x ] Confirm that the new example is working', 'bare'],
    ['- [ x] Confirm that the new example is working', 'bare'],
    // Checkstyle by name; what a command was verified with.
    ['Upon completion no checkstyle errors are seen.', 'lint'],
    ['Verified `mvn clean verify` locally.', 'test'],
    ['Verified `npm test` fails on main.', '-'],
    // The checks named after "passes", each keeping the list open; "style checks" are the linter's.
    ['It passes the lint checks and unit tests.', 'lint,test'],
    ['- [x] Check that you pass the basic style checks and unit tests by running `mvn clean install`', 'lint,test'],
    ['- [ ] Check that you pass the basic style checks and unit tests by running `mvn clean install`', '-'],
    // A checker that reports nothing, said with a negation.
    ['- [x] Pylint is not reporting any issues', 'lint'],
    ['If pylint does not report any issues, merge.', '-'],
    // The author's own trial, then what held.
    ['As far as I tested it, it even worked with sqlchipher.', 'bare'],
    ['I tested whether it works.', '-'],
    ['We tested it on Windows; it did not work.', '-'],
    ['I ran the tests and everything looks alright.', 'test'],
    ['Everything looks good to me.', '-'],
    // No errors when the author ran a check.
    ["I didn't receive any error when I ran `mypy` locally.", 'typecheck'],
    ["If you didn't receive any error when you ran `mypy`, merge.", '-'],
    ['You can build the docs locally.', '-'],
    ['I can build it if I disable the tests.', '-'],
    ['ESLint reports nothing.', 'lint'],
    ['tsc found nothing.', 'typecheck'],
    ['Types check out.', 'typecheck'],
    ['If eslint reports nothing, merge.', '-'],
    ['The linter reports nothing useful for this file.', '-'],
    ['Teach the runner to report passed tests', '-'],
    ['Flaky test passes 9 out of 10 times', '-'],
    ['All tests passed 10 out of 10 times.', 'test'],
    // Round 14: "verified correct"; what a gate job checks; a gate's requirements.
    ['Doorways, switches, and fence verified correct.', 'bare'],
    ['Not verified correct.', '-'],
    ['The verify-gate job now checks security-static success on merge SHA.', '-'],
    ['All checks pass.', 'bare'],
    // Round 15: unticked items under an instruction; a count of checks with one failing; a bracket after
    // an instruction; other changes ready to merge.
    ['Please check:\n- tests pass\n- build succeeds', '-'],
    ['Verify that init produces a complete directory, particularly:\n- doctor validation passes after a fresh init', '-'],
    ['Please check:\n- [x] tests pass\n- [ ] build succeeds', 'test'],
    ['Verified that:\n- tests pass\n- build succeeds', 'build,test'],
    ['Cross-tested across 23 repos (244/245 checks passing, 99.6%).', '-'],
    ['Keep community gist reference (verified still live and working)', '-'],
    ['Test baseline: 3931 tests passing; 2 PRs ready to merge', 'test'],
    ['Ready to merge.', 'bare'],
    // Round 16: a status tag after a title; tests described by what they check; a value passed on;
    // "PHPStan-compliant"; a link read as its text.
    ['feat(vector): implement vector store with cosine similarity [tests pass]', 'test'],
    ['Add the parser [WIP]', '-'],
    ['Fix [tests pass on linux only, fail on mac]', '-'],
    ['- Test valid property passes without exception', '-'],
    ['Test suite passes.', 'test'],
    ['- Test logger is passed to validateProperty', '-'],
    ['Tests passed to completion.', 'test'],
    ['Verified processTranslation() type flow is PHPStan-compliant at level max', 'typecheck'],
    ['* [x] Passed [sanity tests](http://bit.ly/sttm-sanity-tests).', 'test'],
    // Round 17: a count kept green; items verified, listed after a colon.
    ['Behaviour unchanged. swift test --parallel keeps 356 tests in 59 suites green.', 'test'],
    ['This keeps lint green for runtime-injected globals.', '-'],
    ['All audit items verified: G1-G3, Q1-Q2, N1', 'bare'],
    ['All items verified: none pass.', '-'],
    // Round 18: a number that names a step; what a label counts; audits; fewer passed than ran.
    ['Sprint 4 COMPLETED - ready for production deployment.', '-'],
    ['Phase 2: all tests pass.', 'test'],
    ['Critical Issues Fixed: 5/5 (100%)', '-'],
    ['Tests: 5/5', 'test'],
    ['0 vulnerabilities found ✅', 'bare'],
    ['3 vulnerabilities found.', '-'],
    ['Security audit APPROVED: Sprint 1 passes re-audit', 'bare'],
    ['Run an audit.', '-'],
    ['303 tests (290 passing, 13 pre-existing ESM issue)', '-'],
    ['303 tests (303 passing)', 'test'],
    // Round 20: working as advertised; what the author got to happen.
    ['Working as advertised! ✅', 'bare'],
    ['Everything is working as designed, closing.', '-'],
    ['it only gets the app to build.', 'build'],
    ['I got the tests to pass.', 'test'],
    ['Finally got it to build on Windows.', 'build'],
    ['Could not get it to build.', '-'],
    ['We need to get the tests to pass.', '-'],
    ['Failed to build on Windows.', '-'],
    // Round 21: Gradle's compile tasks; a JUnit-style test class and its result.
    ['Verified: compileKotlin clean on Java 21.', 'build'],
    ['./gradlew compileKotlin compileTestKotlin passes under Temurin JDK 21.', 'build'],
    ['Verified the Spring context still boots (TaxonomySnapshotTest passes).', 'test'],
    ['Pre-existing compile errors fixed in passing: typos in TableRowsMutationTests.', 'build'],
    // Round 22: a success set against a failure; Korean purposes.
    ['My build failed but I have all green checkmarks', '-'],
    ['The old test failed, but now all green.', 'test'],
    ['Fixed the failing test; all green now.', 'bare'],
    ['build 성공을 위한 테스트 코드 일괄 성공여부 확인', '-'],
    ['빌드 성공', 'build'],
    ['§7 release-gate table (new): 6 rows binding tag-cut to both smoke suites + both PRs merged + CI green + §8 ledger ✅.', '-'],
    // Descriptions that use result words.
    ['Green builds are cached for a week.', '-'],
    ['5 consecutive green builds on multiple branches.', 'build'],
    ['Verified commits are shown with a badge.', '-'],
    ['Verified the badge shows on signed commits.', 'bare'],
    ['This works for most users, but not on Windows.', '-'],
    ['Everything is working as designed, closing.', '-'],
    ['Everything is working now.', 'bare'],
    // A check run, then all its faults fixed; tests added, then "they pass".
    ['- [x] I have run `npm run lint` and fixed all issues', 'lint'],
    ['I ran `npm run lint` and fixed some issues.', '-'],
    ['Run `npm run lint` and fix all issues before pushing.', '-'],
    ['This adds tests for the parser; they pass.', 'test'],
    // Type and lint results in more words and tools.
    ['Type errors are gone.', 'typecheck'],
    ['No more type errors.', 'typecheck'],
    ['svelte-check: 0 errors', 'typecheck'],
    ['dialyzer clean', 'typecheck'],
    ['swiftlint: no violations', 'lint'],
    ['3 violations found.', '-'],
    // More languages: "no errors" in Japanese and Chinese, type checking in Chinese, and negations.
    ['lint エラーなし', 'lint'],
    ['lint 无错误', 'lint'],
    ['类型检查通过', 'typecheck'],
    ['Сборка проходит.', 'build'],
    ['Тесты не проходят.', '-'],
    ['Testes passando.', 'test'],
    ['Build não está passando.', '-'],
    // Every fault fixed: the type checker's when the faults are TypeScript's; a check named after the
    // faults in a clause of its own is no source of them.
    ['Fixed all TypeScript errors.', 'typecheck'],
    ['Fixes all type errors.', 'typecheck'],
    ['Fixed TypeScript errors.', '-'],
    ['Fixed all warnings, lint still fails.', '-'],
    ['Fixed all type errors in the parser, lint still fails.', 'typecheck'],
    ['Resolved all pre-commit errors (Flake8, Mypy) and Pytest failures.', 'lint,typecheck'],
    // A result "only with" something holds without it only where that is the change itself; a thing
    // passed to something is handed on.
    ['Lint passes only with --fix.', '-'],
    ['Build succeeds only with nightly Rust.', '-'],
    ['Tests pass only with the fix applied.', 'test'],
    ['The linter passes the config to eslint.', '-'],
    ['CI passes the token to the deploy job.', '-'],
    // Somebody else's word, another run's result; a condition in German and French, glossed.
    ['Someone said the tests pass.', '-'],
    ['As I said, the tests pass.', 'test'],
    ['Tests were green in the previous run.', '-'],
    ['Tests passed on the last run.', 'test'],
    ['Sobald die Tests bestehen, mergen wir.', '-'],
    ['Quand les tests passent, on merge.', '-'],
    // "when run locally" says where the run was; "when run with" something, alone or in isolation,
    // holds the result to that case.
    ['All tests run correctly when executed locally.', 'test'],
    ['When run on CI, all tests pass.', 'test'],
    ['Tests pass when run in isolation.', '-'],
    ['The two tests fail with tox but pass when run with py.test directly.', '-'],
    // After the change is made, its result; "testing" that passed is the tests' (by hand, a trial of no
    // check's kind).
    ['After these changes lint is successful.', 'lint'],
    ['After making these changes linting is successful.', 'lint'],
    ['After making these changes we need the tests to pass.', '-'],
    ['Also testing is successful.', 'test'],
    ['Testing passed.', 'test'],
    ['Manual testing passed.', 'bare'],
    ['Manual testing: ✅', 'bare'],
    ['Manual testing: pending', '-'],
    ['Testing: ✅', 'test'],
    // What the change makes pass, said of it; what it is for, and a goal.
    ['These changes make the test suite green again.', 'test'],
    ['This PR makes all of our tests pass locally and skips one test.', 'test'],
    ['This fix makes every platform build cleanly.', '-'],
    ['This should make the tests pass.', '-'],
    ['Make tests pass', '-'],
    // The build fixed, said after the fact; a title's "fixed build", another commit's fix, the tests edited.
    ['I have fixed the build.', 'build'],
    ['This finally fixed the Windows build.', 'build'],
    ['* cache and fixed build', '-'],
    ['Reverts the commit that fixed the build.', '-'],
    ['Fixed the build script.', '-'],
    ['Fixed the tests.', '-'],
    // A job's name in quotes is its name; a check that was not there did not pass; hedged, still.
    ['I see "linter" job is now green.', 'lint'],
    ['He said "tests pass" but they fail.', '-'],
    ['There are no tests, but everything works.', 'bare'],
    ['No lint, but everything works.', 'bare'],
    ['Ran the tests, everything works.', 'test'],
    ['Everything seems to still work as intended.', 'bare'],
    // The issue an agent was given, reported resolved; "after these fixes", the change made; a result
    // without the fix is the code before it.
    ['The issue has been successfully resolved.', 'bare'],
    ['The issue is resolved by adding a null check.', '-'],
    ['After these fixes R CMD check passes with zero warnings.', 'bare'],
    ['Tests pass without the fix.', '-'],
    ['The new test fails without the fix, passes with it.', 'test'],
    ['So far it seems ok.', 'bare'],
    ['The approach seems ok.', '-'],
    ['I re-ran the tests after the rebase and they all pass.', 'test'],
    ['After the update is released the build will pass.', '-'],
    // The app, the feature or the fix said to work; one word may say which, if it is not an older one.
    ['The truncation feature is now working correctly for most cases.', 'bare'],
    ['The fix works correctly.', 'bare'],
    ['The old page works fine.', '-'],
    ['The implementation is complete and working.', 'bare'],
    ['The implementation is complete.', '-'],
    // A flag or a setting handed on.
    ['The build step now passes `NODE_ENV=production`.', '-'],
    ['CI passes `--frozen-lockfile` now.', '-'],
    ['The build passes `RUSTFLAGS=-Dwarnings cargo build`.', 'build'],
    // Chinese, Japanese and Korean: a goal, a condition, "and", the app or the feature working,
    // no errors reported, and a result before "should" that is a goal.
    ['测试应该通过', '-'],
    ['如果测试通过，就可以合并。', '-'],
    ['构建和测试都通过了。', 'build,test'],
    ['修复完成，功能正常工作。', 'bare'],
    ['应用运行正常。', 'bare'],
    ['应用程序无法正常运行。', '-'],
    ['验证通过。', 'bare'],
    ['ESLint 没有报错。', 'lint'],
    ['这些变量是在工作流运行时通过 `>> $GITHUB_ENV` 设置的', '-'],
    ['リントエラーはありません。', 'lint'],
    ['pnpm lint でエラーがないことを確認', '-'],
    ['テストが通るべきです。', '-'],
    ['テストが通ったら、マージします。', '-'],
    ['테스트가 통과해야 합니다.', '-'],
    ['테스트가 모두 통과했습니다.', 'test'],
    ['一切正常的话就合并。', '-'],
    ['测试未通过。', '-'],
    ['测试都跑通了。', 'test'],
    ['一切正常。', 'bare'],
    ['已在本地验证，功能正常。', 'bare'],
    ['项目可以正常编译。', 'build'],
    ['项目无法正常编译。', '-'],
    ['テストを実行し、すべてパスしました。', 'test'],
    ['ビルドも問題なく通りました。', 'build'],
    ['正常に動作することを確認しました。', 'bare'],
    ['正常に動作するか確認してください。', '-'],
    ['테스트를 실행했고 모두 통과했습니다.', 'test'],
    ['정상적으로 동작하는 것을 확인했습니다.', 'bare'],
    // Not all of them, not yet, an earlier run, a pass that proves nothing; skipped tests did not fail.
    ['Most tests pass.', '-'],
    ['Tests mostly pass.', '-'],
    ['Nearly all tests pass.', '-'],
    ['The majority of tests pass.', '-'],
    ['The most important tests pass.', 'test'],
    ['Fixed most of the flaky tests; all tests pass now.', 'test'],
    ['In theory the build succeeds.', '-'],
    ['The build was green before the upgrade.', '-'],
    ['The test was passing for the wrong reason.', '-'],
    ['All tests pass except the skipped ones.', 'test'],
    ['All tests pass except the integration suite.', '-'],
    // A guess is not a run; a pass only after the change was undone is not the change's.
    ['Tests probably pass.', '-'],
    ['The build likely succeeds.', '-'],
    ['Tests pass (I think).', '-'],
    ['Tests pass (I checked twice).', 'test'],
    ['This likely fixes the build; tests pass.', 'test'],
    ['Tests passed only after I reverted the change.', '-'],
    // Built, then used; an empty box written without its space is still unticked; Cargo's last line.
    ['The project was built and tested using:\n- Pixel 7\n- Pixel 8', 'build'],
    ['The release APK was built and installed on a Pixel 7.', 'build'],
    ['The image was built and pushed, but the deploy failed.', '-'],
    ['What was built:', '-'],
    ['- [] The changes have been built and tested', '-'],
    ['- [] Tests pass', '-'],
    ['cargo build: Finished `release` profile [optimized] target(s) in 3.1s', 'build'],
    ['cargo build: finished with 2 errors', '-'],
    // A formatter's or linter's own summary line.
    ['All matched files use Prettier code style!', 'lint'],
    ['42 files inspected, no offenses detected', 'lint'],
    ['42 files inspected, 1 offense detected', '-'],
    ['All done!', '-'],
    // What was changed or run, said to run or work as it should (a plural subject with "work", "run").
    ['The migration ran successfully.', 'bare'],
    ['The container now runs successfully with the new image.', 'bare'],
    ['The preview URLs now work correctly in both environments.', 'bare'],
    ['The script now runs correctly.', 'bare'],
    ['If the migration ran successfully, the flag is set.', '-'],
    ['Make sure the migration runs correctly.', '-'],
    ['The old script ran fine but the new one fails.', '-'],
    ['The links work correctly?', '-'],
    ['Fixes a bug where the service ran successfully but returned nothing.', '-'],
    ['The script work correctly.', '-'],
    // One's own work, then verified; a fix validated; Portuguese and German forms of the same.
    ['I generated the documentation and verified that it looked correct.', 'bare'],
    ['I updated the config and verified the bug still reproduces.', '-'],
    ['I added a check and verified that it fails on the old code.', '-'],
    ['I checked each command and verified that at least they appeared to run successfully.', '-'],
    ['Fix validated and tested.', 'bare'],
    ['Fix validated against the spec, but it fails on Windows.', '-'],
    ['A correção foi validada.', 'bare'],
    ['Tudo está funcionando corretamente.', 'bare'],
    ['Alles funktioniert.', 'bare'],
    ['Vou testar se tudo está funcionando corretamente:', '-'],
    // The build's faults fixed; the change's own fix of the build, broken before.
    ['Fixed compile errors and tests.', 'build'],
    ['I fixed the build errors.', 'build'],
    ['fixed build errors', 'build'],
    ['Fix compile errors on Windows.', '-'],
    ['The commit that fixed the build errors broke the tests.', '-'],
    ['This finally fixes the windows build.', 'build'],
    ['This PR fixes the broken build on Linux.', 'build'],
    ['It fixes the build docs.', '-'],
    ['Fixes the build on ARM.', '-'],
    // Every failing test fixed; the tests as they were.
    ['Fixed all failing tests.', 'test'],
    ['Fixed all failing tests from the ruff update.', '-'],
    ['Fix all failing tests.', '-'],
    ['Existing tests unaffected.', 'test'],
    ['All other tests remain unaffected.', 'test'],
    ['Were existing tests unaffected?', '-'],
    ['Make sure existing tests are unaffected.', '-'],
    ['Performance is unaffected.', '-'],
    ['This PR also fixes the build.', 'build'],
    ['fixed build errors in a follow-up', '-'],
    ['Fixed ESLint warnings for unnecessary conditionals', '-'],
    ['fixed the lint error', '-'],
    // What was run said to start, complete or succeed; a command of no kind that now succeeds.
    ['Dev server starts successfully.', 'bare'],
    ['The script completed successfully.', 'bare'],
    ['The deploy succeeded.', 'bare'],
    ['Deployment succeeded on staging.', 'bare'],
    ['If the deploy succeeded, we tag the release.', '-'],
    ['The deploy succeeded but the site is down.', '-'],
    ['The old server started fine.', '-'],
    ['Whether the server starts successfully depends on the env.', '-'],
    ['Check that the dev server starts successfully.', '-'],
    ['`pnpm install` now succeeds.', 'bare'],
    ['`model_id` still works.', '-'],
    ['`deno eval "1"` now works without a flag.', '-'],
    // A change by its verb, and what it is for.
    ['Refresh status line to show 296/296 tests passing.', '-'],
    // "clean" before a thing it describes is no result.
    ['Adds a test for the clean exit path.', '-'],
    ['Adds a regression test (clean alarm resets to 0).', '-'],
    // A build "with no" faults is one without them.
    ['Compiled with no warnings.', 'build'],
    ['Rebuilt with no errors.', 'build'],
    ['Compiled with no warnings in the release config, but the tests fail.', 'build'],
    // A version that works is no count of tests.
    ['Node 20 works.', '-'],
    ['Python 3.12 works fine.', '-'],
    ['46 passed', 'test'],
    // Somebody else's word for it, or the author taking it back.
    ['Copilot told me everything works.', '-'],
    ['Everything works, which is false.', '-'],
    ['Everything works, which is great.', 'bare'],
    // Labels that report a run, and labels that describe a value.
    ['Result: PASS', 'bare'],
    ['HTTP status: OK', '-'],
    ['Default: ok', '-'],
    ['Response: 200 OK', '-'],
    ['Conclusion: it seems to work, but needs more testing.', '-'],
    ['The fix works on paper, untested.', '-'],
    // Batch 10: Go linters by name; the failure that is gone, named after "no longer fail".
    ['Verified: errcheck ./... passes without errors', 'lint'],
    ['✓ Tests no longer fail with state transition errors', 'test'],
    // Batch 11: a wrapped line that ends on a word no sentence ends on goes on; a bracket after an instruction annotates it.
    ['Joined the list into one line so the\nCONTRIBUTING `cargo fmt --check` gate passes.', '-'],
    ['Replace discovery with\nOpenDota /explorer (verified free-tier): one query returns the ids.', '-'],
    ['Add the router test anchor, verified red->green under the strict gate.', 'bare'],
    // "After" the change made, without a comma before the result.
    ['After this change all tests pass.', 'test'],
    ['After the fix lands all tests pass.', '-'],
    ['After the fix tests will pass.', '-'],
    // Rounds 134-139: a project's command at the end of a bracket; detect-secrets.
    ['Each uv.lock is updated in lockstep (specifier line only; no resolved versions move, so `uv lock --check` passes).', 'bare'],
    ['Tests: 474 passing, 91% coverage, detect-secrets clean, ruff clean.', 'bare,lint,test'],
    ['auto-detect works', '-'],
    ['Empty, so tests that passed path validation immediately threw.', '-'],
    // Rounds 140-143: a bracket after a listed command, then "and".
    ['`make lint` (ruff + ty) and `make test` (312 passed) pass on harbor `0.13.2`.', 'lint,test'],
    ['Lint (it failed before) and tests pass.', 'test'],
    // What was verified holds in the case it names; a label of two words before "verified".
    ['- [x] Manual testing: verified scroll position is preserved when switching back to terminal', 'bare'],
    ['Verified scroll position is preserved when switching back.', 'bare'],
    ['Verified it will work once the fix lands.', '-'],
    ['Verified the tests pass when run alone.', '-'],
    // Rounds 144-149: the red run's count in brackets; a project's command and the checks it runs.
    ['New regression test TestFoo: fails (0/3) without the fix, passes with it.', 'test'],
    ['Tests pass (2 failed) without the fix.', '-'],
    ['`bundle exec rake` (tests, RuboCop, and conformance baseline) passes.', 'lint,test'],
    // Rounds 150-159: nothing broken, said of one's own change; "all" of a noun of its own; a ratio of
    // three numbers; a folder of tests in code.
    ["- [x] I didn't break anyone :smile:", 'bare'],
    ["I didn't break anything.", 'bare'],
    ["- [ ] I didn't break anyone :smile:", '-'],
    ["Didn't break anything else?", '-'],
    ['Does not break existing user code.', '-'],
    ["It doesn't break anything.", '-'],
    ["- [x] I've added tests.\n- [x] I've made sure all auto checks have passed.", 'bare'],
    ['Added new tests. All pass.', 'test'],
    ['Each section is capped (30/30/20 items) to stay within Slack limits.', '-'],
    ['30/30 pass.', 'test'],
    ['`tests/unit/connectors/openapi_plugin` green (173).', 'test'],
    ['`tests/` pass.', 'test'],
    // A plural subject, "still" or "now", then the build verb.
    ['All existing static assertions still compile.', 'build'],
    ['All packages now build.', 'build'],
    ['Test assertions still compile but fail.', '-'],
    ['Examples still build slowly.', '-'],
    // Rounds 160-167: a script of no kind listed with checks; a test that passes either way; a value
    // let through validation; "no regression" across suites; a flake; the TypeScript syntax check.
    ['`format`, `lint`, and `typecheck` pass for all touched packages.', 'bare,lint,typecheck'],
    ['`uploadFile` + `spoolTarArchive` suites green.', 'test'],
    ['An `import type` test passes either way.', '-'],
    ["So 'max_iterations: true' passed validation and then ran as a single iteration.", '-'],
    ['So the value passed client-side validation, then httpcore raised.', '-'],
    ['All 6 lesson files pass schema validation against TEMPLATE.md.', 'bare'],
    ['No regression across harness/sender/gate suites.', 'test'],
    ['22 tests pass, including 2 regression tests.', 'test'],
    ['These tests were green on 1.0.40 and earlier, but flake on this bump.', '-'],
    ['✅ TypeScript syntax check passes', 'typecheck'],
    // "nothing"/"no" in what was verified; a ticked instruction to "your" code; one word between
    // "without" and the faults; an adjective in -ed on a listed check; types of something; code quality
    // checks; what a test uses.
    ['Verified against the production build: the emitted function references nothing outside itself.', 'bare'],
    ['Verified: nothing works.', '-'],
    ['Verified: full go test ./... now creates zero test databases on prod.', '-'],
    ['- [x] Ensure your code lints and the test suite passes (`yarn lint`) & (`yarn test`)', 'lint,test'],
    ['- [ ] Ensure your code lints and the test suite passes', '-'],
    ['Ensure your code lints and the test suite passes.', '-'],
    ['Code now compiles without deprecation warnings.', 'build'],
    ['Compiles without network access.', '-'],
    ['Verified: `swift build` and targeted `swift test` runs green.', 'build,test'],
    ['**Complex Field Types**: arrays, booleans, enums all working', 'bare'],
    ['Lint and types pass.', 'lint,typecheck'],
    ['All 473 tests passing, all code quality checks pass.', 'lint,test'],
    ['Empirically verified via synthetic test fixtures.', 'bare'],
    ['Added synthetic test fixtures.', '-'],
    // A line filled to the wrap width goes on, whatever letter the next line opens with.
    ['It runs the build before packing, so git installs work. Verified via\nURL: dist/cli/qmd.js is present and reports the correct build stamp.', 'bare'],
    ['Verified via\nURL: dist/cli/qmd.js is present and reports the correct build stamp.', '-'],
    // A count that names tests, after a list of checks, keeps its tests.
    ['`mise run all` — format + lint + 663 tests pass.', 'lint,test'],
    ['Add comprehensive test suite (8/9 tests passing)', '-'],
    ['51 tests fixed!!', '-'],
    // A value handed on; what the change keeps.
    ['In release builds, pass None to use the default webpki-roots validation.', '-'],
    ['The deprecation is advisory: the features stay fully functional.', '-'],
    ['Everything is fully functional.', 'bare'],
    // Rounds 176-183: the lead-in is the paragraph's last sentence; case names joined by slashes; the
    // green phase of test-driven work.
    ['It does not map to a runnable `examples/` script. Verified instead via unit tests:\n\n- `pnpm test` — all passing (613)', 'test'],
    ['Tests: attention-route-tone-gate (pass/block/non-health/alias), guardian-pulse (regression guard).', '-'],
    ['Passes test result (success/failure) and run ID to Claude.', '-'],
    ['build ✅, tests pass/ok', 'build,test'],
    ['Explicitly permits refactoring of test code during green phase.', '-'],
    // What was checked, and how.
    ['The JSON shape was verified via mock transport.', 'bare'],
    ['Live route-fires-notifier verified via test-as-self before merge.', 'bare'],
    ['Root cause verified via strace.', '-'],
    ['The bug was verified against main.', '-'],
    ['BSD grep does support \\s (verified via bash -x trace), so only sed needs the fix.', '-'],
    ['The mail router only validated via beads queries.', '-'],
    // In a ticked report, or under "Verified with …:", what ran clean, whatever it was.
    ['Verified with live SDK instance (v0.1.50):\n- **With hooks**: the hook was called successfully, query completed without errors', 'bare'],
    ['- [x] basic query completes normally', 'bare'],
    ['The query completed without errors before this change.', '-'],
    ['- [x] query completed without errors before the fix', '-'],
    // Rounds 184-191: how long each run took; a check passed by the subject; a make target in plain
    // text; "all X verified —"; tests described as the subject; the red run's case after "Verified".
    ['Regression test: test/session-runner-timeout.test.ts fails in 30s without the fix, passes in 8s with it.', 'test'],
    ['The VitePress build passes its dead-link check.', 'build'],
    ['It passes the config to the check.', '-'],
    ['Validated with focused PathBuilderTests, make check, and green GitHub checks.', 'test'],
    ['Ran make test: all green.', 'test'],
    ['chore: make lint and typecheck passing.', '-'],
    ['Please run make check before merging.', '-'],
    ['All cross-links verified — every Related section points at an existing file.', 'bare'],
    ['Tests passing on all 3 platforms are sorted first, making it easy to spot.', '-'],
    ['Verified it fails when -NoPersist is passed in the non -PathsOnly branch and passes with the current conditional.', 'test'],
    ['If it fails on main and passes with the fix, merge.', '-'],
    // Rounds 192-199: escaped backticks; ty named in prose; a score or features counted; what a
    // script does, in the third person; "clean" naming a command.
    ['- [x] \\`pnpm run typecheck\\` / \\`lint\\` / \\`format\\`', 'lint,typecheck'],
    ['All checks pass: ty check, ruff format, ruff check.', 'lint,typecheck'],
    ['Score: 100/100 on AI-optimization framework', '-'],
    ['Total features: 10/10 (100% complete)', '-'],
    ['Checks git status, dependencies, TypeScript, Swift, and builds.', '-'],
    ['Verifies the build passes.', '-'],
    ['Checks pass.', 'bare'],
    ['Added new test files for clean command and JSON output validation.', '-'],
    // Rounds 200-207: "passes here"; what code already did, verified; a retrigger.
    ['New test fails on `main` with AttributeError, passes here.', 'test'],
    ['Verified Anthropic and Gemini adapters already have complete token usage implementations.', '-'],
    ['AdamW math now runs in fp32; verified bit-identical on CUDA, where inductor was already upcasting.', 'bare'],
    ['chore: retrigger CI (clean run)', '-'],
    // A mark before "Verified"; "no" in what was verified; behaviour unchanged; a failure made to fire.
    ['- ✅ Verified custom transport can be passed to `query()`', 'bare'],
    ['Confirmed the output is unchanged.', 'bare'],
    ['Confirmed the crash is unchanged.', '-'],
    ['Verified by stubbing the walk to return no files: the assertion fires with the path it looked in.', '-'],
    ['✅ Verified the bug still reproduces.', '-'],
    // Rounds 208-215: red to green; the CI's settings; where it only worked.
    ['tests run red -> green, ruff + pyright clean.', 'lint,test,typecheck'],
    ['The new tests go red → green.', 'test'],
    ['Verified locally with the CI config (2 passed).', 'test'],
    ['The packaging pipeline only worked on a Mac with default umask.', '-'],
    ['Tests only pass on macOS.', '-'],
    // Rounds 216-223: the red run's aside; review findings confirmed; a value handed through.
    ['The test fails on pre-fix source (the skill is never recreated) and passes with the fix.', 'test'],
    ['Expected to fail before the fix and pass after implementation.', '-'],
    ['Two issues from review, both confirmed against the code.', '-'],
    ['Submissions now pass the parsed prompt context through an internal option.', '-'],
    // Rounds 224-231: a total counted.
    ['19 new tests + 2 tightened existing tests; 600 total pass.', 'test'],
    ['The total passes validation.', 'bare'],
    // Rounds 232-239: the fix, verified; a command in brackets names the check; marks named; a chain's
    // later script; a fact checked against a reference, in brackets; data that passes validation; a
    // hollow pass explained; "(verified live)"; tidying up.
    ['The fix was verified against the repro in the vuln report.', 'bare'],
    ['The change has been verified locally.', 'bare'],
    ['If the fix was verified, merge.', '-'],
    ['The fix was verified to fail on Windows.', '-'],
    ['Verified against the built HTML heading ids (vitepress build): no broken in-page anchors remain.', 'bare'],
    ['Verified: no broken links remain.', 'bare'],
    ['TypeScript compilation (tsc --noEmit) passes.', 'typecheck'],
    ['Build (`tsc --noEmit`) passes.', 'typecheck'],
    ['TypeScript compilation passes.', 'build'],
    ['The handler splits on workflow status text (🚀/✅).', '-'],
    ['Results are shown as ✅/❌ per job.', '-'],
    ['Tests ✅', 'test'],
    ['`pnpm --filter @ai-sdk/workflow build && test` pass (node + edge).', 'build,test'],
    ['resets tracking on `finish-step` (exactly where the consumer resets — verified against `processUIMessageStream`);', '-'],
    ['Browserbase smoke (run → snapshot sequence confirmed via event stream).', 'bare'],
    ['A normal public asset or polling URL passes validation and is fetched as before.', '-'],
    ['The config passes validation.', 'bare'],
    ['The `/test-release` run for 0.3.9 passed because it only exercised `archon-assist`.', '-'],
    ['Tests pass because the fix handles the empty case.', 'test'],
    ['Docs link fixed (verified live).', 'bare'],
    ['Root cause (verified).', '-'],
    ['New --seat-timeout flag (validated) + usage entry.', '-'],
    ['Now we create a temp git repo for the smoke test and clean it up after.', '-'],
    ['Clean up: all tests pass.', 'test'],
    ['`pnpm turbo type-check --filter=web` ✅', 'typecheck'],
    // Rounds 240-247: an argument handed to code; a bracket closed on a failure; a clean fix; failures
    // on the code before the change; a docs validation; a run, then what it showed.
    ['tests/integration: pass SqliteDialect to open_file_with_flags', '-'],
    ['The nightly scheduled run passes no diff_base, so the step wrote an empty file.', '-'],
    ['but the handwritten test factory still passed 17 positional args, breaking test compilation.', '-'],
    ['Tests pass --release too.', '-'],
    ['cargo test passes TestParseJWT now.', 'test'],
    ['Tests passed 17 of 17.', 'test'],
    ['causing each test to appear twice in the /deployment-test comment (half as passed, half as failed).', '-'],
    ['Restructure around two-branch workflow (investigation + clean fix)', '-'],
    ['Verified against upstream/main\'s catalog.py: 8 fail there, pass here.', 'test'],
    ['8 fail on main, pass here.', 'test'],
    ['8 fail here, pass there.', '-'],
    ['All code blocks verified via docs validation.', 'bare'],
    ['Verified via the docs.', '-'],
    ['The compiled snippets pass the docs-validation harness.', 'bare'],
    ['Ran `./tools/run-harness-agent-examples.sh --harness codex --example with-config` and confirmed Codex returned the marker.', 'bare'],
    ['Ran the repro and confirmed the bug.', '-'],
    ['Ran it and confirmed it still fails.', '-'],
    // Tests of a kind, counted; a build with warnings only; a bug found absent, the ticket a repro
    // came from; what a manual verification showed.
    ['32 new unit tests; 77 unit + 3 integration green.', 'test'],
    ['Fixed 3 regression bugs, all green.', 'bare'],
    ['20/21 integration tests pass (1 pre-existing flaky timeout)', '-'],
    ['The project now builds with only one informational warning.', 'build'],
    ['Builds with only 2 warnings and 1 error.', '-'],
    ['The project builds with warnings.', '-'],
    ['Verified no deadlock with 150+ lines of stderr output', 'bare'],
    ['Verified the crash in the issue.', '-'],
    ['- [x] Manual verification shows diffs with line numbers starting at 1', 'bare'],
    ['Manual verification confirmed the crash.', '-'],
    // Rounds 248-255: a hyphen between spaces is a dash; newly passing tests; output compared with
    // before the change; a validator's clean count.
    ['All tests pass - the abort happens after test completion.', 'test'],
    ['All tests pass - the app starts later.', 'test'],
    ['## Newly passing Node.js compat tests', 'test'],
    ['Newly passing tests:', 'test'],
    ['The list of newly passing tests is printed by the script.', '-'],
    ['Backwards-compat verified via diff: the output is byte-identical to before this change.', 'bare'],
    ['Tests passed before this change.', '-'],
    ['Validated via upgrade-guide-validator (0 issues).', 'bare'],
    ['Validated via beads queries.', '-'],
    ['Inputs are validated via the schema (0 errors).', '-'],
    // Tools listed before a colon; full compliance; a test's name in code; a long aside after a check;
    // "with provided keys"; where they passed; a build end to end; faults of one sort; a ticked "Verify".
    ['ruff check / ruff format / pyright: clean.', 'lint,typecheck'],
    ['ruff and mypy: clean.', 'lint,typecheck'],
    ['cargo test --all: 40 passed', 'test'],
    ['Full linting and formatting compliance', 'lint'],
    ['Adds linting compliance checks.', '-'],
    ['Existing `test_buffered_messages_drain_after_close_{asyncio,trio}` still pass', 'test'],
    ['`tests/test_api.py::test_login` passes.', 'test'],
    ['Renamed `test_foo` to `test_bar`.', '-'],
    ['`test_x` (the cross-statement assertion that the MVCC path stays quiet) still passes.', 'test'],
    ['All tests passing with provided API keys', 'test'],
    ['Tests pass provided the key is set.', '-'],
    ['Added tests (`tests/a.test.ts`). All pass against a local stack.', 'test'],
    ['It works in theory.', '-'],
    ['Works across all harnesses since it tracks the shell process.', '-'],
    ['with procps dropped the full image builds end-to-end', 'build'],
    ['`tsc --noEmit` on the affected example packages shows no migration-related type errors.', 'typecheck'],
    ['- [x] Verify backward compatibility with existing `debug_stderr` field', 'bare'],
    ['- [ ] Verify backward compatibility', '-'],
    ['- [x] Verify the crash is gone', '-'],
    // Rounds 256-263: a red run in the clause before; verified again; a trial reported after "was".
    ['Extends the parametrization with float(\'inf\')/nan (fails before on inf: OverflowError; passes after: sequential, all items in order).', 'test'],
    ['It fails before the fix. Passes after.', 'test'],
    ['Builds before; passes after.', '-'],
    ['Re-verified the fix.', 'bare'],
    ['Behavior parity was verified manually via a one-off tsx smoke script hitting each reject-reason bucket.', 'bare'],
    ['The bug was verified locally.', '-'],
    ['It was not verified manually.', '-'],
    ['It is verified manually.', '-'],
    // A script of no kind, then where it was clean; a script, a dash, its result.
    ['`py_compile` clean on changed files.', 'bare'],
    ['`pnpm check` — 0 warnings, 0 errors', 'bare'],
    ['`pnpm check` — clean', 'bare'],
    ['🎬 `replay` — Completed workflow replay', '-'],
    // Rounds 264-271: already-passing tests; a ticked item that still works; a ticked command of no
    // kind; works in both; the type checker `ty`; a format that is data; a pass mark, then "Works";
    // "All syntax validation passing"; an unticked item that passed locally, and the lines an
    // unticked item wraps onto.
    ['The 158 already-passing tests now pass here too.', 'test'],
    ['- [x] Schema change is backwards compatible (existing responses with `segment` still work)', 'bare'],
    ['- [x] `pnpm --filter @e2b/cli run format`', 'bare'],
    ['- [ ] `pnpm run format`', '-'],
    ['- [x] `src/foo.ts`', '-'],
    ['✅ Works in both bash and zsh', 'bare'],
    ['✅ Works.', 'bare'],
    ['✅ Working on it', '-'],
    ['Works in theory.', '-'],
    ['`ruff` and `ty` clean', 'lint,typecheck'],
    ['The old config format still works.', '-'],
    ['All syntax validation passing', 'bare'],
    ['Input validation passing through to the handler.', '-'],
    ['- [ ] CI: `pnpm run format`, `pnpm run lint`, `pnpm run typecheck`\n  (passed locally)', 'bare,lint,typecheck'],
    ['- [ ] CI: `tests/test_watch.py` and async\ncommand tests still pass', '-'],
    ['- [ ] Tests pass\n- [x] Lint clean', 'lint'],
    ['`v2` - clean deprecated methods and exports (#1419)', '-'],
    // Rounds 272-279 (PR descriptions), and older tune misses: a trial told in words after "Verified with".
    ['Verified with a 28-shader sweep; all files now return symbols cleanly.', 'bare'],
    ['Verified with foreign_keys=ON end to end, including a clean foreign_key_check afterwards.', 'bare'],
    ['Verified with the team that the flag is unused.', '-'],
    ['Confirmed with @alice that the endpoint is gone.', '-'],
    ['Verified with `go test ./...`', 'test'],
    ['Verified with a planted crash: it still reproduces.', '-'],
    ['Verified via dotnet pack — the package contains README.', '-'],
    // "Confirmed" that opens a report of what held, not a bug confirmed where it happens.
    ['Confirmed the endpoint returned an `openai.compaction` custom part.', 'bare'],
    ['Confirmed with two consecutive successful resumes on live agent.', 'bare'],
    ['Confirmed on Windows 11 with the latest release.', '-'],
    ['Confirmed on macOS: the fix now works.', 'bare'],
    ['Confirmed the bug by querying logs.', '-'],
    ['Confirmed the new tests fail when the guard is removed.', '-'],
    // "it" or "they": the test named before the pronoun, in the sentence or the one added just before.
    ['Added a regression test and it passes.', 'test'],
    ['Added a regression test; it passes.', 'test'],
    ['Wrote the new tests and they pass on Linux.', 'test'],
    ['Updated the config and it works now.', 'bare'],
    ['Added a regression test, but it fails on Windows.', '-'],
    // Ticked items: a way of testing is no result; a behaviour that holds is; a command of no kind
    // that succeeds where it ran.
    ['- [x] Manual tests', '-'],
    ['- [x] Unit tests', 'test'],
    ['- [x] YAML frontmatter parses correctly (starts/ends with `---`)', 'bare'],
    ['- [x] `browse --help` and `browse --version` output correctly', 'bare'],
    ['- [x] I made sure that the markdown files are formatted properly.', '-'],
    ['- [x] The config no longer loads correctly', '-'],
    ['YAML frontmatter parses correctly.', '-'],
    ['- [x] `import embeddings` succeeds from the scripts directory', 'bare'],
    ['`refresh!` succeeds with a matching stored issuer', '-'],
    // GitHub's shortcodes for the marks; a ticked item that says the change works.
    ['* ruff check :heavy_check_mark:\n* mypy :white_check_mark:\n* bandit :heavy_multiplication_x:', 'lint,typecheck'],
    ['- tests :x:', '-'],
    ['Tests :white_check_mark: but lint :x:', 'test'],
    ['- [x] Code changes work without errors', 'bare'],
    ['- [x] The change works by "Smoke testing" or quick testing', 'bare'],
    ['- [x] Code changes work without errors on Linux only?', '-'],
    ['- [ ] Code changes work without errors', '-'],
    ['Live-verified against devin CLI 3000.4.25: model discovery and a real prompt turn settled cleanly.', 'bare'],
    ['Live-verified: the crash still reproduces on main.', '-'],
    ['The docs links now point to the new CLI page (verified live).', 'bare'],
    ['Verified locally and tests added.', 'bare'],
    ['Verified live against the API and covered by new regression tests.', 'bare'],
    ['Verified locally with the new tests and lint.', 'lint,test'],
    // The change said to bring no faults, and a ticked "checked if".
    ['- [x] My changes generate no new warnings or errors', 'bare'],
    ['- [x] I have checked if my changes generate no new warnings', 'bare'],
    ['- [ ] I have checked if my changes generate no new warnings', '-'],
    ['This PR introduces no new errors.', 'bare'],
    ['The parser raises no errors on empty input.', '-'],
    ['Check if your changes generate no new warnings.', '-'],
    ['No clippy warnings or errors.', 'lint'],
    // Jules's "Verification:" line: a command run, then what was verified by hand; a diff read.
    ['✅ Verification: Ran `PYTHONPATH=backend python3 -m pytest` and manually verified the modified endpoints.', 'bare'],
    ['Ran `pytest` and verified the endpoints return 200.', 'bare'],
    ['Ran `pytest` (all 12 passed) and verified the endpoints.', 'bare,test'],
    ['Verified changes visually with `git diff`.', '-'],
    // Cursor's "Verification" list: a build command, a dash, what it built.
    ['- `yarn build` — all packages built', 'build'],
    ['- `yarn build` — built', 'build'],
    ['- `yarn lint` — built the docs', '-'],
    ['- `yarn build` — the packages it built are stale', '-'],
    ['| Check | Result |\n| --- | --- |\n| `pnpm run format` | Passed |', 'bare'],
    ['| Check | Result |\n| --- | --- |\n| `pnpm run format` | Failed |', '-'],
    ['`npm run native` completes successfully.', 'bare'],
    ['`npm run native` no longer completes successfully.', '-'],
    // A label that says how the change was tried, then what held: read as "Verified: …" is.
    ['Manually verified: the dialog now closes on Escape.', 'bare'],
    ['Manually verified: CLI test confirms a soft warning at call 3.', '-'],
    ['Manually verified: the dialog still fails to close.', '-'],
    ['Tested: the dialog now closes on Escape.', 'bare'],
    ['Manually tested: uploads resume correctly after a dropped connection.', 'bare'],
    ['Tested manually: the export finished successfully.', 'bare'],
    ['Tested: Chrome, Firefox and Safari.', '-'],
    ['Tested: `corepack pnpm build`', '-'],
    ['Tested: the upload now fails on large files.', '-'],
    ['Tested: does the dialog now close?', '-'],
    // Round 279: a count that ends a list of checks counts the check it names; "Verified:" over a list
    // claims every check listed.
    ['Verified: typecheck, build, 101/101 tests.', 'build,test,typecheck'],
    ['Verified: typecheck, biome check, file-size check, build, 101/101 tests.', 'build,lint,test,typecheck'],
    ['Verified: typecheck, build, 99/101 tests.', 'build,typecheck'],
    ['Verified: the build fails at 3/5 tests.', '-'],
    // What code let through, told of the bug: "only checked", "so a … passes validation".
    ["FanInStep.validate() only checked wait_for, so a non-mapping 'output' (a list or scalar) validated clean;", '-'],
    ['So a switch whose branch table is absent or mistyped passes validation with zero errors:', '-'],
    ['I only checked the docs build; it validated clean.', 'bare'],
    ['The schema validated clean.', 'bare'],
    // A fix named by what it is for.
    ['fix(providers): CI green — DegradationReporter on failed boot registration', '-'],
    ['fix(session-pool): green CI on #750 — docs coverage', '-'],
    ['CI green — all checks pass on the branch.', 'bare'],
    // Round 285: an image's alt text is a caption (Renovate's merge-confidence badges); `just` recipes
    // and `cargo xtask` tasks named for their check are that check.
    ['![passing](https://developer.mend.io/api/mc/badges/compatibility/crate/napi/3.8.3/3.8.4?slim=true)', '-'],
    ['[![build passing](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example/x)', '-'],
    ['All [integration tests](https://ci.example/run/1) pass.', 'test'],
    ['- `just lint` passes', 'lint'],
    ['- `just fmt` passes', 'bare'],
    ['Verified locally with `cargo xtask clippy` and the layout tests (825 passed).', 'lint,test'],
    ['`cargo minimal-versions check --workspace` — passes', 'typecheck'],
    // Round 287: an AI-use disclosure's "I reviewed … and verified the fix": the change tried, beside any test named.
    ['Disclosure: prepared with AI assistance. I reviewed every line and verified the fix and the test locally.', 'bare,test'],
    ["I've reviewed and verified the change.", 'bare'],
    ['I reviewed the bug report and verified the crash.', '-'],
    ['I reviewed the logs and verified the fix fails on ARM.', '-'],
    ['I reviewed every line and verified the fix and the test locally, but the e2e test fails.', '-'],
    // Round 288: the Copilot coding agent's ticked plan: a clean security scan, docs checked against
    // code and tests, the branch's starting state confirmed.
    ['- [x] Pass security checks (0 alerts)', 'bare'],
    ['- [x] Pass security checks (3 alerts)', '-'],
    ['- [ ] Pass security checks (0 alerts)', '-'],
    ['- [x] Validate documentation accuracy against code and tests', 'bare'],
    ['- [x] Validate the fix against failing tests', '-'],
    ['- [x] Confirm current branch state and identify required changelog package/kind', '-'],
    ['- [x] Verify current behaviour is unchanged', 'bare'],
    // Round 289: a plain command before a spaced "--" and its result is read as the classifier reads
    // it (`npm run build:…` is a build, whatever the script's last word); `tsgo`, TypeScript's native
    // compiler, is read as `tsc` is.
    ['- npm run build:extension:typecheck -- 0 errors', 'build'],
    ['- `npm run build:extension:typecheck` -- 0 errors', 'build'],
    ['- cargo test -- --nocapture passes', 'test'],
    ['- webviews tsgo -- 0 errors', 'typecheck'],
    ['- `tsgo --noEmit` -- 0 errors', 'typecheck'],
    ['- `tsgo --noEmit` -- 3 errors', '-'],
    // "No … (… failed)": the bracket's failure is an aside of its own, not a fault the "no" denies.
    ['a) No RegexSet built (compilation failed) b) RegexSet is incomplete', '-'],
    ['No compile errors (after the fix).', 'build'],
    // Round 292: a command run, then the result ("after" is no condition here); a member call or a
    // config file named after a runner is no run of it.
    ['After `npm ci`, all tests pass.', 'test'],
    ['After `npm ci`, build, lint, and tests all pass.', 'build,lint,test'],
    ['After deploying, tests should pass.', '-'],
    ['**`deploypane.ts`**: Add `jest.setTimeout(60000)` so the slow poll fits.', '-'],
    ['`jest.config.js` passes the new option through.', '-'],
    ['`vitest.config.ts` updated; all tests pass.', 'test'],
    // A skip or xfail marker taken out is the change itself; taking out the fix is a mutation.
    ['Removing the marker takes the file from 47 passed / 21 skipped to 68 passed.', 'test'],
    ['Dropping the xfail: all 12 tests pass.', 'test'],
    ['Removing the fix: 68 passed, which is why the test was rewritten.', '-'],
    // Round 297: the subject left out after tests were added; a command of no kind that succeeds with
    // no errors.
    ['Added 14 test cases locking in the contract. Passing on `net10.0` and `net472`.', 'test'],
    ['Added a regression test. Passes locally.', 'test'],
    ['Added 14 test cases. Passing the new flag through to the runner.', '-'],
    ['Refactored the parser. Passing locally.', '-'],
    ['- `gh aw compile` succeeds with no errors or warnings.', 'bare'],
    ['- `gh aw compile` succeeds with 2 errors.', '-'],
    // "E2E verified": the change tried end to end (bare), not an e2e suite run.
    ['- E2E verified with live SDK instance (v0.1.50) — query returns the hook output.', 'bare'],
    ['E2E verified: the run still resolves the provider.', 'bare'],
    ['E2E verified: the crash still reproduces.', '-'],
    ['E2E tests pass.', 'test'],
    // A test class named as what was run.
    ['Validated with focused PathBuilderTests and make check.', 'test'],
    ['Ran PathBuilderTests: all green.', 'test'],
    ['Replace DoctorFixCommandTests with CertificatesCommandTests.', '-'],
    // A build that completes has succeeded, unless the sentence goes on to say otherwise.
    ['* building\n* build complete\n* tests pass', 'build,test'],
    ['The docs build completed.', 'build'],
    ['Build complete with 3 errors.', '-'],
    ['Once the build is complete, run the tests.', '-'],
    // An aside between two dashes, between a subject and its verb, is read past.
    ['Full baseline gate — `copy:typespec` → `check:tree` — passes with a **clean tree**.', 'bare'],
    ['The test suite — all 412 tests — passes.', 'test'],
    // An audit that finds no vulnerabilities or advisories ("no", as "0" already was).
    ['`npm audit` reports no vulnerabilities.', 'bare'],
    ['`pip-audit` finds no known vulnerabilities.', 'bare'],
    ['`pnpm audit --prod --json` reports no UUID advisory.', 'bare'],
    ['`bun audit` then reports zero basic-ftp advisories (total 37 -> 33).', 'bare'],
    ['The advisory has no fix yet.', '-'],
    ['No advisories.', '-'],
    ['`npm audit` does not report no vulnerabilities.', '-'],
    // "Manual verification:" and "Verification:" over what held, as "Verified:".
    ['- Manual verification: `wingetdev list --sort name` accepted, `wingetdev list --help` shows new arguments.', 'bare'],
    ['Verification: ran the new jq logic against 7 repos with the canonical actors; all report correctly.', 'bare'],
    ['Verification: Per verification method in `req-nf.md`.', '-'],
    ['Manual verification: the crash still reproduces.', '-'],
    // What passes only now and then is said to fail ("flaky" before a noun only names what was fixed).
    ["It passed on macOS and on an earlier ubuntu run, so it's flaky, but the original gating was correct.", '-'],
    ['The test is flaky but passes locally.', '-'],
    ['Fixed the flaky test; all tests pass.', 'test'],
    // What passes against the code without the fix is no result of the change.
    ['Verified they fail against the unpatched module: the four attribution tests fail and the parsing test still passes, which is the intended split.', '-'],
    ['On the unpatched module the parsing test still passes.', '-'],
    ['All tests pass; the new ones fail on the unpatched module.', 'test'],
    // Why a bug got past the checks: what passed "due to" or "because of" it.
    ["However, tests still passed due to net/http's panic recovery.", '-'],
    ['Two of the tests were passing because of a previous bug.', '-'],
    ['All tests pass due to the retry.', 'test'],
    // A plan's heading of its own kind ("Observability plan", "Migration plan") heads what is to come;
    // "Test plan" is where results are reported.
    ['## Observability plan\n\nCI goes green', '-'],
    ['## Migration plan\n\n- All tests pass after the migration', '-'],
    ['## Test plan\n\nCI goes green', 'bare'],
    // Headings over what reviewers are to check, or what was weighed, hold no results.
    ['#### What should we test?\n- green build.', '-'],
    ['#### Implementation Considerations\n- That tests are passing', '-'],
    ['#### Testing Steps\n- Make sure tests are passing', '-'],
    // A script of no kind that passes with no warnings, as "succeeds with no errors" was.
    ['`renovate-config-validator` passes with no migration warnings.', 'bare'],
    ['`foo` passes with no arguments.', '-'],
    // A run, then "worked fine"; hedged, but a result ("seems to have worked").
    ['Also ran with `FORCE_JAVASCRIPT_ACTIONS_TO_NODE20=true` and worked fine.', 'bare'],
    ['I tried it and worked around the bug.', '-'],
    ["Was only failing on CI. Increasing the timeout seems to have worked, although it's not ideal", 'bare'],
    ['It seems to have worked around the issue, but the tests still fail.', '-'],
    // "regardless of" where they ran is no test that cannot fail; "regardless of the fix" is.
    ['With this change, the tests pass regardless of the time zone of the computer running them.', 'test'],
    ['The test passed regardless of the fix.', '-'],
    // Tests that compile are built; "this PR", built locally.
    ['All unit tests compile.', 'build'],
    ['Make the new tests compile.', '-'],
    ['I built this PR locally for my native architecture, x86_64.', 'build'],
    ['Built this version locally and it crashed.', '-'],
    // CI as where the tests passed: the failure after "but" is still theirs.
    ['Tests pass on CI but fail on my computer.', '-'],
    ['The test was passing in the CI but was failing on my computer.', '-'],
    ['Tests pass, but CI fails.', 'test'],
    // "verified that the changes work": a plural subject, the verb's plural.
    ['- [x] The developer has manually tested the changes and verified that the changes work', 'bare'],
    ['I tested the changes and verified that they work.', 'bare'],
    ['Please verify that the changes work.', '-'],
    // A template's question, ticked, is answered yes; unticked, or unanswered, it claims nothing.
    ['- [x] Are tests passing?', 'test'],
    ['- [x] Is your code passing linting?', 'lint'],
    ['- [x] Does your code build?', 'build'],
    ['- [x] Is the build failing?', '-'],
    ['- [ ] Are tests passing?', '-'],
    ['Are tests passing?', '-'],
    ['- [x] Have you run the tests?', '-'],
    // The verb said with emphasis.
    ['It does build now.', 'build'],
    ['It does not build.', '-'],
    ['If it does build, ship it.', '-'],
    // How often "it" passed; the author's own run just before, however the sentence opens.
    ['I re-ran the CI checks. It passes each time.', 'bare'],
    ['It fails each time.', '-'],
    ['Also, on my local macOS I ran the test 100 times. It passed.', 'test'],
    ['I ran into a bug. It passed.', 'bare'],
    // A pass rate is a measure, named; at 100% it is a result.
    ['Verified the local test suite pass rate.', '-'],
    ['Improved the test pass rate.', '-'],
    ['Tests: 100% pass rate.', 'test'],
    // Text "properly escaped" is escaping done right, not a bug that escaped the checks.
    ['Verified that single quotes are properly escaped.', 'bare'],
    ['The bug escaped the test suite.', '-'],
    // A fault verified gone: "no longer allow shell breakout", "no longer panics".
    ['Verified escaping behavior with the PoC from the issue — single quotes in config values are properly escaped and no longer allow shell breakout.', 'bare'],
    ['Confirmed the server no longer panics on empty input.', 'bare'],
    ['The server no longer panics.', '-'],
    // "passes when running <a check>": the check it passed, named after it.
    ['* [x] The code passes when [running the PHP CodeSniffer](TESTING.md#run-php-codesniffer)', 'lint'],
    ['* [x] The code passes when running PHPStan', 'typecheck'],
    // The check run, then what it found, all fixed.
    ['- [x] Code linter has been run and issues have all been resolved', 'lint'],
    ['The linter was run and issues were not resolved.', '-'],
    // Hedged, but a result.
    ['It seems to be working.', 'bare'],
    ["It doesn't seem to be working.", '-'],
    // A toolchain's checks by the classifier: PlatformIO's unit tests and builds.
    ['- `pio test -e native` - PASSES', 'test'],
    ['- `pio run -e stm32` - BUILD PASSES', 'build'],
    // The command that built it, in brackets.
    ['- [X] The code compiles (`cargo build`)', 'build'],
    // "Checks are passing": the checks, a noun, before their verb ("Checks that …" describes one).
    ['Checks are passing.', 'bare'],
    ['(Now checks are successfully passing)', 'bare'],
    ['Checks all tests pass before merging.', '-'],
    ['It now checks that the build passes.', '-'],
    // "When running `cmd` locally": the run the result came from, not a condition.
    ['- [x] When running `mvn clean test` locally all tests pass and build is successful', 'build,test'],
    ['When running `npm test`, three tests fail.', '-'],
    // Hedged, but a result; how many failed before the change is no failure of it.
    ['All tests now seem to pass for `make -C tests test-cli-tests`.', 'test'],
    ['`pnpm test:e2e` — 28/28 passing (was 2 failing in `dev.spec.ts`)', 'test'],
    ['`pnpm test` — 26 passing, 2 failing', '-'],
    // A docs site, built.
    ['`mkdocs build --strict` now passes (built in 3.76s, 0 warnings)', 'build'],
    // "Ran `npm test`, which passed": the run, then what it did.
    ['Ran `npm test`, which passed.', 'test'],
    ['Ran `cargo clippy`, which reported no warnings.', 'lint'],
    ['Ran `npm test`, which failed.', '-'],
    ['Added a test which passes a mock to the handler.', '-'],
    // Items under "… only if" are what a merge waits for; "build a test" makes one.
    ['**Reviewers will merge this pull-request only if**\n- it builds with SUCCESS for all platforms on the CI.\n- it does not generate new warnings.', '-'],
    ['Verified the following:\n- it builds with SUCCESS on CI.', 'build'],
    ['We can build a test that runs Valgrind over the entire test suite.', '-'],
    ['I can build the docs locally.', 'build'],
    // Round 24: titles that state the build, a misspelling, a build said before "but", "I confirm",
    // a reply that opens on the result, type gates, and a partial count.
    ['Build successfull', 'build'],
    ['Successful build.', 'build'],
    ['Successful builds are cached for a week.', '-'],
    ['Compiles but no way of testing with RB hardware!', 'build'],
    ['Compiles but fails on ARM.', '-'],
    ['Compiles but not on Windows.', '-'],
    ['The fix works but not tested yet.', '-'],
    ['I confirm that everything now compiles.', 'build'],
    ['Please confirm that everything compiles.', '-'],
    ['passed, can merge now.', 'bare'],
    ['Passed, but the e2e job failed.', '-'],
    ['OK, I will merge it.', '-'],
    ['unit tests, spec type gates, and the anti-pattern gates all pass.', 'test,typecheck'],
    ['On this repo 8 of 13 checks pass within a minute.', '-'],
    ['13 of 13 checks pass.', 'bare'],
    // Round 25: a status's meaning to others, and "in case" as a condition.
    ['The build_successful checkrun indicates to downstream automations that all builds passed.', '-'],
    ['In case the build was successful we should report the value as verified.', '-'],
    ['In this case the build was successful.', 'build'],
    // Round 26: the case a check was run for, written in code after "when"; an example that runs.
    ['- [x] Verified CLI flag is passed correctly when `include_partial_messages=True`', 'bare'],
    ['Verified the flag is passed correctly when CI runs.', '-'],
    ['- [x] Example runs successfully with streaming events', 'bare'],
    // Round 28: a result said after the list it covers; a ticked "Doublecheck"; a list of sources
    // with no errors; a question without its mark.
    ['## Verification\nRun with Node 22:\n- pnpm lint\n- pnpm typecheck\n- CI=1 pnpm test\n- pnpm build\n\nAll commands pass.', 'build,lint,test,typecheck'],
    ['- `npm test`\n- `npm run lint`\n\nAll pass.', 'lint,test'],
    ['- Fixed the parser\n- Renamed the flag\n\nAll green.', 'bare'],
    ['- `npm test` fails on main\n- `npm run lint`\n\nAll of the above pass.', '-'],
    ['- [x] Doublecheck `pnpm run app:chrome`', 'bare'],
    ['- [x] Verify `npm test`', 'test'],
    ['- [x] No linting, test console, or browser console errors (best effort)', 'lint'],
    ['Does the build application deploy successfully and actually work', '-'],
    ['Is the build green on main', '-'],
    // Round 31: testing as a verb; a sentence that says what a workflow or test checks.
    ["I've managed to test this fix now an I can confirm it works here.", 'bare'],
    ['I ran the full suite to test the change: all tests pass.', 'test'],
    ['- Checks that after deploying the image to staging, the staging environment still passes smoke tests', '-'],
    ['Verifies that the build passes on ARM.', '-'],
    // Round 32: "for testing" a result is a purpose.
    ['Draft-only PR for testing build success of each individual commits of PR #4417', '-'],
    ['Thanks for testing, the build succeeded on ARM.', 'build'],
    // Round 33: another pull request's result.
    ["It passed on #688 only because the transient HF blip happened to miss the E2E run's timing.", '-'],
    ['Fixes #688; all tests pass.', 'test'],
    // Round 35: what tests check, said with "validating" or "verifying".
    ['Adds 12 tests validating the update check preamble exits 0 in all skills.', '-'],
    ['Result: 10/10 E2E pass, 9/9 LLM judge pass.', 'test'],
    // CI named in brackets with a result of its own is a claim of CI beside the checks named.
    ['All 39 test files pass (CI: ALL PASSED).', 'bare,test'],
    ['All tests pass (CI green).', 'bare,test'],
    ['All tests pass (CI: 2 failed).', '-'],
    ['Tests pass (the CI config is unchanged).', 'test'],
    ['Full CI: 38/38 test files PASSED.', 'test'],
    // Round 38: where it was verified.
    ['- All fixes validated in production environment', 'bare'],
    ['Fix verified on staging.', 'bare'],
    ['The fix was never verified in production.', '-'],
    ['Verified on hardware: the worker binary was missing the rpath.', '-'],
    ['Confirmed on Windows too.', '-'],
    // Round 39: tests that run correctly; every compilation error fixed.
    ['Verified TypeScript tests now run correctly on Linux with Swift tests skipped', 'test'],
    ['Fluent chain: both .A().B() and .B().A() compile and work correctly', '-'],
    ['Fixed all Swift test compilation errors and SwiftLint violations', 'build,lint'],
    ['Fixed some compilation errors.', '-'],
    // Round 40: a count of checks with a word between; a second check's faults in the same "no".
    ['- 5/7 major tests passing in Docker environment', '-'],
    ['7/7 major tests passing', 'test'],
    ['- No clippy warnings or compile errors', 'build,lint'],
    ['No clippy warnings or test failures', 'lint,test'],
    // Round 41: a mark on what was done to the tests, not on a run of them.
    ['✅ Test compatibility maintained', '-'],
    ['✅ Tests added', '-'],
    ['✅ Tests added, all passing', 'test'],
    ['✅ Test suite green', 'test'],
    // Round 42: a make target typed as the command, with variables, and its state.
    ['make validate STRICT=1 clean', 'bare'],
    ['make lint clean', 'lint'],
    ['make validate STRICT=1 clean / garden 0 errors / 442 tests pass;', 'bare,test'],
    ['Make the validation clean.', '-'],
    // A check of no kind named with a result of its own stays beside the checks named.
    ['Smoke run green, tests pass.', 'bare,test'],
    ['Tests pass and it works.', 'test'],
    ['All acceptance criteria met, tests passing', 'bare,test'],
    // Rounds 43-44: a regression test's red run before the fix and green run after it.
    ['Verified the test fails against the pre-scoping source and passes after.', 'test'],
    ['The test failed before and passes after.', 'test'],
    ['Confirmed the test fails without the fix and passes with it.', 'test'],
    ['The build fails without the fix.', '-'],
    ['Run lint before the build passes.', '-'],
    // The change said to work after a clause break; the state before the change described.
    ['Captured a full review — the fix works end to end.', 'bare'],
    ['This now works.', 'bare'],
    ['If it breaks — the fix works end to end only on Linux.', '-'],
    ['Verified end-to-end: reattaching now detects completion and saves the report where it previously timed out.', 'bare'],
    ['Verified end-to-end: reattaching now fails and times out.', '-'],
    ['The build now passes where it used to fail.', 'build'],
    // A trial and its size.
    ['Multi-file upload verified with 3 files (a.txt, b.ts, package.json).', 'bare'],
    ['Signature verified with 2 keys but one failed.', '-'],
    // Round 45: a number's compound is an adjective.
    ['`includeEmptyDirectories: true` triggers a 2-pass globby path.', '-'],
    ['12 pass, 0 fail', 'test'],
    // Rounds 47-48: a project script's exit status; a check said to fail beside a verification; a
    // check's name of a few words after "verified via".
    ['`bun run validate` exits 0', 'bare'],
    ['`./scripts/check.sh` exited with code 0', 'bare'],
    ['`./scripts/check.sh` exited with code 2', '-'],
    ['Verified: removing the guard produces one query from the same setup, failing the test as designed.', 'bare'],
    ['Verified: everything works, the tests included.', 'test'],
    ['Verified via the e2e-minimax-smoke test that Pi correctly routes to Minimax.', 'test'],
    ['Checked with the test server.', '-'],
    // Round 49: where it was verified, then what held.
    ['Verified against the production build: the emitted function is intact.', 'bare'],
    ['Verified on hardware: the binary was missing the rpath.', '-'],
    ['Verified with the test suite: everything passes.', 'test'],
    // Rounds 51-52: a check's own word in code; an adjective in -ed inside a list of checks; a
    // section titled "Verified".
    ['`tsc` and `lint` pass clean on `@sentry/mcp-core`', 'build,lint'],
    ['`test` passes', 'test'],
    ['typecheck and the focused cli-output test pass locally', 'test,typecheck'],
    ['## Verified\n\n`npm test` — 79 test files passed.', 'test'],
    ['## Verified on macOS', 'bare'],
    // A project's script in plain text, by its exit status.
    ['Validation: bun run validate exit 0; all package tests green (145 orchestrator-agent, 226 paths).', 'bare,test'],
    ['npm run foo exits 1', '-'],
    ['- `pnpm 12 build` — all packages build as expected', 'build'],
    // Rounds 55-56: the checks a repository requires; a review that found nothing; a build's output.
    ['GitHub required checks green.', 'bare'],
    ['Required checks must pass.', '-'],
    ['- Autoreview clean after accepted fixes.', 'bare'],
    ['The review passed the value to the helper.', '-'],
    ['- `pnpm build` → produces `./dist/cli.js`', 'build'],
    ['`pnpm build` produces dist', '-'],
    // Round 57: a table row whose result cell names checks or says nothing was found; what was built
    // and where; "verified:" after a dash.
    ['| `pnpm lint` | format + eslint + `tsc --noEmit` all clean | Types, style, lint. |', 'lint,typecheck'],
    ['| `pnpm exec eslint a.js` + `pnpm exec tsc --noEmit` | All clean, no output/errors | Static checks |', 'lint,typecheck'],
    ['| Tests | passing, 2 failures |', '-'],
    ['| Tests | not passing |', '-'],
    ['| a | b | tests pass |', 'test'],
    // Round 61: a package script by its name alone; who verified, then the report.
    ['js-sdk `test:cf` passes — miniflare/workerd boots', 'test'],
    ['`foo:bar` passes', 'bare'],
    ['Manually verified before/after on Linux.', 'bare'],
    ['I verified the crash reproduces on main.', '-'],
    // Round 64: a tag in brackets before a title's verb.
    ['[Update] add test for passing vector dimension in embedder config (#1196)', '-'],
    ['[Fix] tests pass now', 'test'],
    // Round 65: a report in brackets, read as a sentence of its own.
    ['It does not reset PATH and stays safe (verified the Rust toolchain on a multilingual image still resolves `cargo`).', 'bare'],
    ['Root cause (verified against Copilot CLI source 1.0.62-2 app.js):', '-'],
    ['The flag is ignored (verified the crash reproduces on main).', '-'],
    ['Tests pass (verified', 'test'],
    // Found by the shortcut test's mutations: read by the exhaustive reading, now by the quick one.
    ['- Added a section, tested out as expected.', 'bare'],
    ['This PR 0 `npm test` passed', 'test'],
    ['Built the CLI locally (`pnpm turbo run build`) and ran it in a scratch dir.', 'build'],
    ['- [x] Hook runs on commit — verified: badly formatted file auto-fixed during commit', 'bare'],
    // A table row wrapped over lines (commit messages wrap at 72) is read as one row: the delimiter row
    // says how many bars a whole row has.
    ['| Check | Result |\n| --- | --- |\n| `make check` |\nall green |', 'test'],
    ['| Check | Result |\n| --- | --- |\n| `pnpm test` |\n3 failed, 2 passed |\n| `pnpm lint` | clean |', 'lint'],
    ['| Step | Output | Note |\n| --- | --- | --- |\n| `make check` | `ok`\n| all green |', 'test'],
    ['| a | b |\n|---|---|\n| x | y |\nThe build fails on Windows.', '-'],
    ['| a | b |\n|---|---|\n| `make check` |\n\nall green', 'bare'],
    // A value an input maps to is no negation of the verification.
    ['Verified the resolver against real branches (current branch → none, merged branches → merged).', 'bare'],
    ['Verified the resolver is not called on merged branches.', '-'],
    // Rounds 67-70: a compound subject; what a verified build built, counted; "verified" after
    // "Manually" is the verb; kinds of things are no types a checker passes; the state a run left.
    ['Verified docs-site builds (341 static pages).', 'build'],
    ['Verified docs-site builds (3 warnings).', '-'],
    ['* Manually verified prompts can be saved/discarded for different types of support prompts.', 'bare'],
    ['Verified commits are shown with a badge.', '-'],
    ['Works for different types of prompts.', 'bare'],
    ['The types pass.', 'typecheck'],
    ['Verified through the real CLI: `id: "/"` goes from a failed run to `Status: completed`.', 'bare'],
    ['Verified errors from failed runs.', '-'],
    // Rounds 71-75: a test file in code; a project's "validate" script by its name; a condition in
    // the code called a check; "index 0"; a check that would rewrite something found nothing; a
    // check's non-zero exit.
    ['and `tests/cli.spec.ts` passes.', 'test'],
    ['`test_api.py` passes', 'test'],
    ['`src/index.ts` passes', 'bare'],
    ['Web validate + coverage gate + integration suite green; CLI/TUI/\nlauncher validate green.', 'bare,test'],
    ['We need to validate passes.', '-'],
    ['where the truthy check passes and parseInt yields NaN', '-'],
    ['Sanity check passes.', 'bare'],
    ['fix: select action with index 0 failing due to falsy check', '-'],
    ['`cargo fmt --check` produced no changes.', 'lint'],
    ['`npm run lint` should produce no diff.', '-'],
    ['`npm run lint` is clean but exits 1.', '-'],
    ['Tests pass but npm test exits 1.', '-'],
    ['deny path exits 2, tests pass', 'test'],
    // Rounds 76-82: the state a run begins from.
    ['A failure anywhere rolls back everything and a retry starts clean.', '-'],
    ['Tests start clean and pass.', 'test'],
    // Rounds 83-87: work in progress; a verification of one's own after "I have"; a ticked task to
    // verify.
    ['Working on tests.', '-'],
    ['Currently working on lint.', '-'],
    ['Tests are working on Linux.', 'test'],
    ['I have verified the documentation changes.', 'bare'],
    ['We have verified the crash reproduces.', '-'],
    ['- [x] confirm that the new example is working', 'bare'],
    ['- [ ] confirm that the new example is working', '-'],
    ['- [x] Check the crash is gone', '-'],
    // Rounds 88-91: what a thing is built on, not where it was built.
    ['Built on Valyu DeepSearch API for academic fulltext multimodal search', '-'],
    ['Built on Ubuntu 24.04 and ran the suite by hand.', 'build'],
    ['Built on my machine', 'build'],
    // Rounds 92-95: a function called by a check's name; "argument passing"; a suite whose name ends in
    // "tests"; a regression test's red run named, the green one joined to it.
    ['auto-deref covers argument passing, and build() moves out of the Box at the end.', '-'],
    ['Message passing works.', '-'],
    ['unittests pass', 'test'],
    ['Pre-existing compile errors in EvictionTests fixed', '-'],
    ['the typeof and hex sqltests fail without this change and pass on both tursodb and SQLite 3.49.1', 'test'],
    ['Tests pass in default and MVCC modes.', 'test'],
    ['Tests pass in the default branch.', '-'],
    // Rounds 96-99: a result word inside a script's name.
    ['Runnable via: npm run plugin:clean', '-'],
    ['lint:ok test:ok', 'lint,test'],
    ['Test run: passed', 'test'],
    // Rounds 100-103: handed on, not passing; done and verified; what to do next after a result.
    ['It works by providing a visitor function which `ts-jest` passes on to TS.', '-'],
    ['Tests pass on Linux.', 'test'],
    ['Manual testing phase is done and verified, let\'s trigger this automatically.', 'bare'],
    ['Fix done and verified, the crash reproduces on main.', '-'],
    ['Let\'s make tests pass.', '-'],
    // Rounds 104-108: an indented code block after a lead-in that shows something.
    ['The output looks something like this:\n\n    $ pytest\n    26 passed in 1.06 seconds\n\nOnce done, remove it.', '-'],
    ['Tests:\n\n    all 12 pass', 'test'],
    ['Verified with:\n\n    - npm test passes', 'test'],
    ['Verified via npm install: qmd reports the correct build stamp.', 'bare'],
    ['The build number is right.', '-'],
    ['Verified via npm install from a git+file:// URL: dist/cli/qmd.js is present.', 'bare'],
    // Rounds 115-121: a run against the code before the change.
    ['the extended pkce.test.ts passes 16/16 against unpatched main.', '-'],
    ['Tests pass against the patched build.', 'test'],
    ['The new test fails against the pre-fix source and passes after the fix.', 'test'],
    // A change listed by its verb, with a bracket of conditions; more of the verbs commit titles open on.
    ['Expand the note to spell out the two conditions a re-enable PR has to satisfy (upstream compiler fix, plus a clean local probe on the CI-pinned Xcode).', '-'],
    ['Restore the release workflow, all tests pass.', 'test'],
    ['Resolve the merge conflict in the lockfile.', '-'],
    // A lead-in that says checks were run, over items that are each a name and its result.
    ['- Verified against the MCP conformance test suite:\n  - `localhost-host-rebinding-rejected`: PASS\n  - `localhost-host-valid-accepted`: PASS', 'test'],
    ['Ran the e2e tests:\n- login flow — ✅\n- checkout — ✅', 'test'],
    ['Test results:\n- login: PASS\n- logout: FAIL', '-'],
    ['Expected results:\n- login: PASS', '-'],
    ['Tests to run:\n- login: PASS', '-'],
    ['Verified against the test suite:\n- login: PASS\n\nThe checkout case: PASS', 'test'],
    ['Verified locally:\n- `a`: PASS', 'bare'],
    // Rounds 122-125: an abbreviation's full stop; a bracket after a listed check; names joined by
    // slashes; a list longer than sixteen words; a rebuild.
    ['Build (incl. idempotent rebuild), client/agent/mcp-use unit tests, lint, and cross-package import boundaries all green.', 'build,lint,test'],
    ['Gate: build (incl. idempotent rebuild), client + mcp-use unit tests, and lint all green.', 'build,lint,test'],
    ['Build (see the failed run), tests and lint all green.', 'lint,test'],
    ['Checked the examples, e.g. tests pass on Linux.', 'test'],
    ['Verified locally by rebuilding the docs with node/npm stripped from PATH; build succeeded normally.', 'build'],
    ['Rebuilding fails on Windows.', '-'],
    ['No rebuilds on production runs; everything was working as expected.', 'bare'],
    // Rounds 126-129: the TypeScript check; a script named, then "script now passes"; a check's output
    // handed on; clean code; linters by name.
    ['The TypeScript check passed with no errors.', 'typecheck'],
    ['**✅ Verified build success** - All TypeScript checks pass', 'build,typecheck'],
    ['The `check-i18n.sh` script now passes with flying colors.', 'bare'],
    ['On a 403 `bash -s` still exits 0 on empty stdin.', '-'],
    ['This simplifies the validation pipeline by passing all test results to the validator.', '-'],
    ['Functional pipeline pattern for clean, testable code', '-'],
    ['- golangci-lint clean code', 'lint'],
    ['treefmt clean, luacheck 0/0, 703/703 tests pass', 'lint,test'],
    ['(avoids template-injection; zizmor-clean)', 'lint'],
    // Rounds 130-133: a failure, verified first (a regression test's red run).
    ['verified failing-first by stripping the table rows from pi-tools.md.', '-'],
    ['Verified red-first. All tests pass now.', 'test'],
    ['Add the router test anchor, verified red->green under the strict gate.', 'bare'],
  ])('%j is read as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});
