// The Action's logic with the toolkit swapped out (as typescript-action's __fixtures__/core.ts
// does): runAction is given a fake environment and everything it asks of the runner is recorded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction, type ActionEnvironment } from '../../src/action/run.js';
import { Team } from '../support/team.js';

function fakeEnvironment(workspace: string, payload: Record<string, unknown>, eventName = 'pull_request') {
  const seen = { outputs: {} as Record<string, string>, annotations: [] as { severity: string; message: string; file?: string; startLine?: number }[], summary: '', failed: [] as string[], warnings: [] as string[] };
  const env: ActionEnvironment = {
    workspace,
    eventName,
    payload,
    inputs: { mode: 'enforce', comment: true, status: true },
    setOutput: (name, value) => void (seen.outputs[name] = value),
    annotate: (severity, message, where) => void seen.annotations.push({ severity, message, ...where }),
    writeSummary: async (md) => void (seen.summary += md),
    info: () => undefined,
    warning: (m) => void seen.warnings.push(m),
    setFailed: (m) => void seen.failed.push(m),
  };
  return { env, seen };
}

describe('runAction with a fake environment', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());
  const pr = (base: string, head: string, body: string) => ({ pull_request: { number: 1, title: 'Change', body, base: { sha: base }, head: { sha: head, ref: 'feature' } } });

  it('an honest PR: outputs, a summary, no failure', async () => {
    const base = t.git('rev-parse', 'main');
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const { env, seen } = fakeEnvironment(t.dir, pr(base, t.commit('All tests pass'), 'All tests pass'));
    await runAction(env);
    expect(seen.outputs['verdict']).toBe('pass');
    expect(seen.failed).toEqual([]);
    expect(seen.summary).toContain('proofledger');
  });

  it('a dishonest PR: the step fails, and the annotation lands on the ledger line at fault', async () => {
    const base = t.git('rev-parse', 'main');
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' }, { test: 'none' });
    const { env, seen } = fakeEnvironment(t.dir, pr(base, t.commit('All tests pass'), 'All tests pass'));
    await runAction(env);
    expect(seen.outputs['verdict']).toBe('fail');
    expect(seen.failed).toHaveLength(1);
    expect(seen.annotations.find((a) => a.severity === 'error')).toMatchObject({ file: '.proofledger/sessions/s1.jsonl', startLine: 3 });
  });

  const push = (before: string, after: string, extra: Record<string, unknown> = {}) => ({ ref: 'refs/heads/claude/x', before, after, created: false, deleted: false, repository: { full_name: 'acme/app', default_branch: 'main' }, ...extra });

  it('a push to a branch: what it added since `before` is judged', async () => {
    t.branch('claude/x');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const first = t.commit('Change a');
    t.agent('s2', { 'src/b.js': 'export const b = 2;\n' }, { test: 'fail' });
    const second = t.commit('Change b');
    const { env, seen } = fakeEnvironment(t.dir, push(first, second), 'push');
    await runAction(env);
    expect(seen.outputs['verdict']).toBe('fail');
    expect(JSON.parse(seen.outputs['sessions']!)).toEqual(['s2']);
    expect(seen.summary).toContain(`push claude/x (${first.slice(0, 7)}..${second.slice(0, 7)})`);
  });

  it('a force push whose `before` is gone from origin: judged against the default branch, with a notice', async () => {
    t.branch('claude/x');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const head = t.commit('Change a');
    const { env, seen } = fakeEnvironment(t.dir, push('e'.repeat(40), head, { forced: true }), 'push');
    await runAction(env);
    expect(seen.outputs['verdict']).toBe('pass');
    expect(seen.annotations.some((a) => a.severity === 'notice' && a.message.includes('cannot be fetched (a force push?)'))).toBe(true);
    expect(seen.summary).toContain('(against main: ');
  });

  it('an error still writes the job summary, saying what went wrong', async () => {
    const { env, seen } = fakeEnvironment(t.dir, { action: 'created' }, 'issue_comment');
    await expect(runAction(env)).rejects.toThrow('unsupported event "issue_comment"');
    expect(seen.summary).toContain('## proofledger: ⚠️ error');
    expect(seen.summary).toContain('unsupported event');
  });
});
