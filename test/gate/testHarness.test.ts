// Skip markers: each way the common runners skip a test, run only some, or turn a failing test into
// a pass is TEST_HARNESS_CHANGED; code that only looks alike is not; and the markers' regular
// expression stays linear on hostile lines.
import { describe, expect, it } from 'vitest';
import { harnessChanges } from '../../src/gate/testHarness.js';

const flagged = (line: string, path = 'test/a.test.js'): boolean => harnessChanges({ configs: [], deleted: [], addedLines: [{ path, lines: [line] }] }).length > 0;

describe('skip markers', () => {
  it.each([
    // node:test, through the runner's options (the case issue 22 found passing with no finding)
    "test('parses dates', { skip: 'flaky' }, () => {",
    "it('x', { skip: true }, () => {",
    "test('later', { todo: true });",
    "describe('suite', { timeout: 100, skip: process.env.CI === undefined }, () => {",
    "test('focus', { only: true }, () => {",
    "  skip: 'flaky on CI',",
    '  todo: true,',
    "  t.skip('not today');",
    "  t.todo('later');",
    // jest / vitest / jasmine / mocha / playwright
    "it.todo('handles leap years')",
    "test.skip('a', () => {})",
    "test.concurrent.skip('c', f)",
    "it.skipIf(process.env.CI)('x', f)",
    "test.failing('turns a failing test into a pass', () => {})",
    "it.fails('x', () => {})",
    "test.fixme('broken', async () => {})",
    "xit('x', () => {})",
    "fit('only this', () => {})",
    'describe.only("x", () => {',
    '    this.skip();',
    // Python
    "@pytest.mark.skip(reason='flaky')",
    '@pytest.mark.xfail',
    "    pytest.skip('not on windows')",
    "@unittest.skip('later')",
    '@unittest.expectedFailure',
    "        self.skipTest('no network')",
    // Go, Rust, Java, C#, PHP
    '\tt.Skip("flaky")',
    '\tt.Skipf("needs %s", x)',
    '#[ignore]',
    '#[ignore = "slow"]',
    '@Disabled("flaky")',
    '@DisabledOnOs(OS.WINDOWS)',
    '@Ignore',
    '@Test(enabled = false)',
    '[Fact(Skip = "flaky")]',
    '[Ignore("later")]',
    "        $this->markTestSkipped('no db');",
  ])('flags %s', (line) => {
    expect(flagged(line)).toBe(true);
  });

  it.each([
    "describe('z', { skip: false }, () => {",
    "test('y', { skip: undefined }, () => {",
    '  skip: 10,',
    'const users = await prisma.user.findMany({ skip: 10, take: 5 });',
    "test('skip: it parses', () => {})",
    'const skipped = results.filter((r) => r.skipped);',
    'expect(result.skip).toBe(1);',
    "it('skips empty lines', () => {",
    'if (!token) return;',
  ])('does not flag %s', (line) => {
    expect(flagged(line)).toBe(false);
  });

  it('names the marker and counts them per file', () => {
    const out = harnessChanges({ configs: [], deleted: [], addedLines: [{ path: 'test/a.test.js', lines: ["test('a', { skip: 'flaky' }, () => {", 'ok();', "it.todo('b')"] }] });
    expect(out).toEqual([{ path: 'test/a.test.js', what: "adds 2 skip or only markers: test('a', { skip: 'flaky' }, () => {" }]);
  });

  it.each([
    ['test( repeated', 'test('.repeat((1 << 20) / 5)],
    ["test('x', { repeated", "test('x', {".repeat((1 << 20) / 11)],
    ['an unclosed options object', 'test(' + '{'.repeat(1 << 20)],
    ['an options object that never names skip', "test('x', {" + ' a: 1,'.repeat((1 << 20) / 6)],
    ['skip keys with no value', 'test({ skip'.repeat((1 << 20) / 11)],
    ['spaces', ' '.repeat(1 << 20) + 'x'],
    ['@Disabled repeated', '@Disabled'.repeat((1 << 20) / 9)],
  ])('reads a 1 MB line of %s in linear time (no nested quantifiers)', (_name, line) => {
    // A backtracking pattern would take minutes on these; vitest's timeout bounds the run.
    expect(typeof flagged(line)).toBe('boolean');
  });
});
