import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { AgentRepo } from '../support/agentScenario.js';

const codes = (r: { json: { findings: { code: string; severity: string }[] } }) => r.json.findings.map((f) => `${f.severity}:${f.code}`).sort();

describe('proofledger gate', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('an honest agent: edit, test passing after the edit, claim → pass', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    a.commit('Bump a. All tests pass.');
    const r = a.gate();
    expect(r.json.findings).toEqual([]);
    expect(r).toMatchObject({ code: 0, json: { verdict: 'pass' } });
  });

  it('success claimed with no test run → CLAIM_UNPROVEN', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.finish('s1');
    a.commit('Bump a; tests passing');
    const r = a.gate();
    expect(r.code).toBe(1);
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN']);
    expect(r.json.findings[0]!.message).toContain('no test run is recorded');
  });

  it('a test failed, then success was claimed → CLAIM_UNPROVEN', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', false);
    a.finish('s1');
    a.commit('Bump a');
    const r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN']);
    expect(r.json.findings[0]!.message).toMatch(/the last test run failed \(1 failed, 2 passed\)/);
    expect(r.json.findings[0]!.line).toBe(4);
  });

  it('a test passed, then a file was edited → CLAIM_UNPROVEN (stale)', () => {
    a.start('s1');
    a.test('s1', true);
    a.edit('s1', 'src/a.ts', 'export const a = 3;\n');
    a.finish('s1');
    a.commit('Done');
    const r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN']);
    expect(r.json.findings[0]!.message).toContain('src/a.ts was changed (line 4) after the last passing test run (line 3)');
  });

  it('evidence recorded on a different tree → CLAIM_UNPROVEN', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.cli(['append', '--session', 's1'], JSON.stringify({ type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, durationMs: 10, tree: 'ab'.repeat(20) }));
    a.finish('s1');
    a.commit('All tests pass');
    const r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN']);
    // Handed in through append, it is not observed evidence at all (gate.acceptAppendedEvidence allows it).
    expect(r.json.findings[0]!.message).toContain('handed in through `proofledger append`, not observed');
  });

  it('a human edit after the agent’s last check → CLAIM_UNPROVEN and UNATTRIBUTED_CHANGE; strict makes the latter an error', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    a.repo.write('src/a.ts', 'export const a = 2; // tweaked by hand\n');
    a.repo.write('docs/notes.md', 'exempt docs edit\n');
    a.commit('Ready to merge');
    let r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN', 'warning:UNATTRIBUTED_CHANGE']);
    expect(r.json.findings.find((f) => f.code === 'UNATTRIBUTED_CHANGE')).toMatchObject({ path: 'src/a.ts' });
    // A stricter policy in the change itself applies from its merge on: this change is judged by base's.
    writeFileSync(`${a.dir}/.proofledger/config.json`, JSON.stringify({ version: 1, gate: { strict: true } }));
    a.commit('strict policy');
    r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN', 'notice:POLICY_CHANGED', 'warning:UNATTRIBUTED_CHANGE']);
  });

  it('under a strict policy at base, an unrecorded edit is an error', () => {
    writeFileSync(`${a.dir}/.proofledger/config.json`, JSON.stringify({ version: 1, gate: { strict: true } }));
    (a as unknown as { base: string }).base = a.commit('strict policy');
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    a.repo.write('src/a.ts', 'export const a = 2; // tweaked by hand\n');
    a.commit('Ready to merge');
    expect(codes(a.gate())).toEqual(['error:CLAIM_UNPROVEN', 'error:UNATTRIBUTED_CHANGE']);
  });

  describe('base history', () => {
    beforeEach(() => {
      a.start('old');
      a.edit('old', 'src/a.ts', 'export const a = 5;\n');
      a.test('old', true);
      a.finish('old');
      // The recorded history becomes the base.
      (a as unknown as { base: string }).base = a.commit('Earlier agent work');
    });

    it('rewritten with a valid chain → LEDGER_REWRITTEN', () => {
      const path = a.sessionPath('old');
      const lines = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      let prev = '0'.repeat(64);
      const rewritten = lines.map((e) => {
        const copy: Record<string, unknown> = { ...e, prev };
        if (copy['type'] === 'verification') copy['command'] = 'npm test -- --only-the-easy-ones';
        delete copy['hash'];
        copy['hash'] = computeEntryHash(copy);
        prev = copy['hash'] as string;
        return canonicalize(copy);
      });
      writeFileSync(path, rewritten.join('\n') + '\n');
      a.commit('Tidy the ledger');
      const r = a.gate();
      expect(codes(r)).toEqual(['error:LEDGER_REWRITTEN']);
      expect(r.json.findings[0]!.message).toMatch(/no longer starts with its \d+ bytes at base/);
    });

    it('truncated → LEDGER_REWRITTEN', () => {
      const path = a.sessionPath('old');
      const lines = readFileSync(path, 'utf8').trim().split('\n');
      writeFileSync(path, lines.slice(0, -2).join('\n') + '\n');
      a.commit('Shorter ledger');
      expect(codes(a.gate())).toEqual(['error:LEDGER_REWRITTEN']);
    });

    it('deleted → LEDGER_REWRITTEN', () => {
      rmSync(a.sessionPath('old'));
      a.commit('No ledger');
      const r = a.gate();
      expect(codes(r)).toEqual(['error:LEDGER_REWRITTEN']);
      expect(r.json.findings[0]!.message).toContain('was deleted');
    });

    it('extended honestly → only the new entries are judged, and pass', () => {
      a.cli(['session', 'resume', '--session', 'old']);
      a.edit('old', 'src/a.ts', 'export const a = 6;\n');
      a.test('old', true);
      a.finish('old');
      a.commit('More work, tests pass');
      const r = a.gate();
      expect(r.json.findings).toEqual([]);
      expect(r.json).toMatchObject({ verdict: 'pass', entries: 5, sessions: ['old'] });
    });
  });

  it('a forged line with a broken chain → LEDGER_INVALID at that line', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.forge('s1', { type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, durationMs: 3 }, { breakChain: true });
    a.commit('All tests pass');
    const r = a.gate();
    expect(r.code).toBe(1);
    const invalid = r.json.findings.filter((f) => f.code === 'LEDGER_INVALID');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ path: '.proofledger/sessions/s1.jsonl', line: 3 });
    expect(invalid[0]!.message).toMatch(/^chain_broken: /);
  });

  it('a secret in the ledger → SECRET_IN_LEDGER at that line', () => {
    a.start('s1');
    a.forge('s1', { type: 'shell_exec', command: 'deploy --token ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', cwd: '.', exitCode: 0, signal: null, durationMs: 1 });
    a.commit('Deploy script');
    const r = a.gate();
    expect(codes(r)).toEqual(['error:SECRET_IN_LEDGER']);
    expect(r.json.findings[0]).toMatchObject({ path: '.proofledger/sessions/s1.jsonl', line: 2 });
  });

  it('an agent trailer and a claim with no ledger → NO_EVIDENCE', () => {
    a.repo.write('src/a.ts', 'export const a = 9;\n');
    a.commit('Update a\n\nAll tests pass.\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    const r = a.gate();
    expect(codes(r)).toEqual(['error:NO_EVIDENCE']);
  });

  it('an agent branch with a PR claim and no ledger → NO_EVIDENCE', () => {
    a.repo.write('src/a.ts', 'export const a = 9;\n');
    a.commit('Update a');
    const bodyFile = `${a.dir}/.git/pr-body.md`;
    writeFileSync(bodyFile, '## Summary\nChanged a.\n\n✅ tests\n');
    // A branch name alone does not make it an agent's: a human's claim gets a warning that no ledger backs it.
    expect(codes(a.gate(['--pr-title', 'Update a', '--pr-body', bodyFile, '--branch', 'codex/update-a']))).toEqual(['warning:NO_EVIDENCE']);
    a.repo.write('src/a.ts', 'export const a = 8;\n');
    a.commit('Update a again\n\nCo-Authored-By: Codex <codex@openai.com>');
    expect(codes(a.gate(['--pr-title', 'Update a', '--pr-body', bodyFile, '--branch', 'codex/update-a']))).toEqual(['error:NO_EVIDENCE']);
  });

  it('a human PR with neither claims nor ledger → pass', () => {
    a.repo.write('src/a.ts', 'export const a = 10;\n');
    a.commit('Refactor a');
    const r = a.gate(['--pr-title', 'Refactor a', '--pr-body', '/dev/null']);
    expect(r).toMatchObject({ code: 0, json: { verdict: 'pass', findings: [] } });
  });

  it('a bare claim needs the policy’s required checks for the changed paths', () => {
    writeFileSync(`${a.dir}/.proofledger/config.json`, JSON.stringify({ version: 1, gate: { requiredChecks: [{ paths: ['src/**'], checks: ['test', 'build'] }] } }));
    (a as unknown as { base: string }).base = a.commit('policy');
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    a.commit('Ready to merge');
    let r = a.gate();
    expect(codes(r)).toEqual(['error:CLAIM_UNPROVEN']);
    expect(r.json.findings[0]!.message).toContain('no build run is recorded');
    a.cli(['session', 'resume', '--session', 's1']);
    a.test('s1', true, 'build');
    a.commit('Build too');
    r = a.gate();
    expect(r.json.findings).toEqual([]);
  });

  it('a head whose only content is the ledger (the empty tree once .proofledger is set aside)', async () => {
    const { makeTempRepo } = await import('../support/tempRepo.js');
    const { runCli } = await import('../support/cli.js');
    const repo = makeTempRepo();
    try {
      runCli(['init'], { cwd: repo.dir });
      const base = repo.commitAll('ledger only');
      runCli(['session', 'start', '--session', 'x'], { cwd: repo.dir });
      repo.commitAll('a session');
      const r = runCli(['gate', '--base', base, '--json'], { cwd: repo.dir });
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'pass', entries: 1 });
    } finally {
      repo.cleanup();
    }
  });

  it('usage errors exit 2 with one line', () => {
    const r = a.cli(['gate', '--base', 'no-such-rev', '--head', 'HEAD']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('proofledger: no-such-rev: not a commit in this repository');
  });
});

describe('proofledger evidence', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('answers with the same rule for the working tree as it is now', () => {
    a.start('s1');
    expect(a.cli(['evidence', 'test']).code).toBe(1);
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    const proven = a.cli(['evidence', 'test']);
    expect(proven.code).toBe(0);
    expect(proven.stdout).toMatch(/^PROVEN: test passed/);
    a.repo.write('src/a.ts', 'export const a = 3;\n');
    const wrong = a.cli(['evidence', 'test', '--json']);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ check: 'test', status: 'wrong_tree' });
  });
});
