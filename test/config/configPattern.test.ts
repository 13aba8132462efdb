// A config's regular expressions run in linear time: a pattern that backtracks catastrophically in
// V8 (`(a+)+$`) neither stalls the gate nor an agent hook's check classifier, and a pattern that needs
// backtracking (lookaround, backreference) is refused with one line naming the file and field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileConfigPattern } from '../../src/config/configPattern.js';
import { checkClassifier } from '../../src/adapters/checkCommands.js';
import { policyFromConfig } from '../../src/gate/policy.js';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

const EVIL = ['(a+)+$', '(a|a)+$', '(a|aa)*b', '(.*a){3}$', '\\s*\\s*\\s*\\s*x'];

describe('compileConfigPattern', () => {
  it.each(EVIL)('%s on 1 MB of hostile text answers (no catastrophic backtracking)', (source) => {
    const p = compileConfigPattern(source, { ignoreCase: true }, 'c: field /x');
    for (const text of ['a'.repeat(1 << 20) + '!', ' '.repeat(1 << 20)]) expect(p.test(text)).toBe(false);
  });

  it('keeps the JavaScript meaning of ordinary patterns: case, lines, position', () => {
    const p = compileConfigPattern('^Co-Authored-By:.*\\bBot\\b', { ignoreCase: true, multiline: true }, 'c: field /x');
    const m = p.exec('Fix\n\nco-authored-by: the bot <b@x>\n');
    expect(m).toMatchObject({ index: 5, 0: 'co-authored-by: the bot' });
    expect(compileConfigPattern('^bot', {}, 'c').test('a\nbot')).toBe(false);
    expect(compileConfigPattern('(?<name>tests?) green', { ignoreCase: true }, 'c').exec('All TESTS green')).toMatchObject({ index: 4 });
  });

  it.each([
    ['(?=a)b', /lookarounds and backreferences are not supported/],
    ['(a)\\1', /lookarounds and backreferences are not supported/],
    ['(unclosed', /^cfg: field \/gate\/claims\/0\/pattern: invalid regular expression "\(unclosed": missing closing \)/],
  ])('refuses %s with one line naming the field', (source, message) => {
    expect(() => compileConfigPattern(source, {}, 'cfg: field /gate/claims/0/pattern')).toThrow(message);
  });

  it('the policy and the check classifier compile config patterns with it', () => {
    const policy = policyFromConfig({ gate: { agentMarkers: { messages: ['(a+)+$'] }, claims: [{ pattern: '(x+x+)+y', checks: ['test'] }] } });
    expect(policy.agentMarkers.messages[0]!.test('a'.repeat(100_000) + '!')).toBe(false);
    expect(policy.claimPatterns[0]!.pattern.test('x'.repeat(100_000))).toBe(false);
    const classify = checkClassifier({ checks: { test: ['^(\\w+\\s?)+$'] } });
    expect(classify('word '.repeat(50_000) + '!')).toBeUndefined();
    expect(() => policyFromConfig({ gate: { agentMarkers: { authors: ['(?<=x)y'] } } }, 'base:.proofledger/config.json')).toThrow(/^base:\.proofledger\/config\.json: field \/gate\/agentMarkers\/authors\/0: invalid regular expression/);
  });
});

describe('the gate with a hostile base policy', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());

  it('a catastrophic marker and claim pattern do not stall `proofledger gate`', () => {
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    repo.write('.proofledger/config.json', JSON.stringify({ version: 1, gate: { agentMarkers: { messages: ['(a+)+$'], trailers: ['^(\\s*)+$'] }, claims: [{ pattern: '(a|aa)+$', checks: ['test'] }] } }));
    const base = repo.commitAll('base policy');
    repo.write('src/x.ts', 'export const x = 1;\n');
    // V8 would take 2^40 steps on each of these.
    repo.commitAll('a'.repeat(40) + '!\n\n' + ' '.repeat(40) + '!\n' + 'a'.repeat(40) + 'b');
    const r = runCli(['gate', '--base', base, '--json'], { cwd: repo.dir, timeout: 30_000 });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toHaveProperty('verdict');
  });

  it('a base policy with a lookahead fails with one line naming the field (exit 2)', () => {
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    repo.write('.proofledger/config.json', JSON.stringify({ version: 1, gate: { claims: [{ pattern: 'tests (?!fail)', checks: ['test'] }] } }));
    const base = repo.commitAll('base policy');
    repo.commitAll('next');
    const r = runCli(['gate', '--base', base], { cwd: repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^proofledger: .*config\.json: field \/gate\/claims\/0\/pattern: invalid regular expression "tests \(\?!fail\)": .*not supported/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('scrub.patterns (still RegExp: the scrubber runs in every hook)', () => {
  it('refuses a nested repetition with the file, line and field, and keeps ordinary patterns', async () => {
    const { parseConfig } = await import('../../src/config/config.js');
    const text = '{\n  "version": 1,\n  "scrub": { "patterns": [\n    "ACME-[0-9]{6}",\n    "(?<secret>(x+)+)$"\n  ] }\n}\n';
    expect(() => parseConfig(text, 'c.json')).toThrow(/^c\.json: line 5, field \/scrub\/patterns\/1: regular expression "\(\?<secret>\(x\+\)\+\)\$" refused: the repeated group \(x\+\) repeats inside itself/);
    expect(parseConfig(text.replace('(?<secret>(x+)+)$', '(?<secret>[A-Z]{4}-\\\\d+)'), 'c.json').scrub?.patterns).toHaveLength(2);
  });
  it.each(['(a+)+$', '(\\w*x)*', '(?:a|b+){2,}', '(a{1,3})*', '((ab)+c)*'])('%s is a nested repetition', async (p) => {
    const { nestedQuantifier } = await import('../../src/config/configPattern.js');
    expect(nestedQuantifier(p)).toMatch(/repeats inside itself/);
  });
  it.each(['(ab)+', 'a+b*', '[(+]+', '\\(a+\\)+', 'ACME-[0-9]{6}', '(x{2})+', '((ab)c)+'])('%s is not', async (p) => {
    const { nestedQuantifier } = await import('../../src/config/configPattern.js');
    expect(nestedQuantifier(p)).toBeNull();
  });
});
