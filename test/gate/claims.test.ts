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
  ])('%j is not a claim', (text) => {
    expect(claims(text)).toEqual([]);
  });
});
