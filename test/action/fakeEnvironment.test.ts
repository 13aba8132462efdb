// The Action's logic with the toolkit swapped out (as typescript-action's __fixtures__/core.ts
// does): runAction is given a fake environment and everything it asks of the runner is recorded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction, type ActionEnvironment } from '../../src/action/run.js';
import { Team } from '../support/team.js';

function fakeEnvironment(workspace: string, payload: Record<string, unknown>) {
  const seen = { outputs: {} as Record<string, string>, annotations: [] as { severity: string; message: string; file?: string; startLine?: number }[], summary: '', failed: [] as string[], warnings: [] as string[] };
  const env: ActionEnvironment = {
    workspace,
    eventName: 'pull_request',
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
});
