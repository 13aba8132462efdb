// A reviewer sees each claim as the sentence it came from and the checks it was read as (issue 24):
// in the CLI gate report and in the Action's job summary. Driven through the real CLI in a real
// repository with an agent session, a PR body of real wordings, and a commit message.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/action/summary.js';
import type { GateResult } from '../../src/gate/gate.js';
import { AgentRepo } from '../support/agentScenario.js';

describe('claims in the gate report and the job summary', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  function change(): string[] {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    a.commit('Update a\n\nProject builds and all tests pass.\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    const body = `${a.dir}/.git/pr-body.md`;
    writeFileSync(body, '## Summary\nChanged a.\n\n## Testing\n- all crates pass `cargo clippy --all-targets`\n- [ ] Docs updated\n> all tests pass (a quote)\n');
    return ['--pr-title', 'Update a', '--pr-body', body];
  }

  it('the CLI report lists each claim with its sentence and the checks read from it', () => {
    const r = a.cli(['gate', '--base', a.base, '--head', 'HEAD', ...change()]);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('  claim'));
    expect(lines).toEqual([
      '  claim   session s1 (line 5): "session finished with outcome success" → the policy\'s required checks (success claimed, no check named)',
      '  claim   PR body: "all crates pass `cargo clippy --all-targets`" → lint',
      expect.stringMatching(/^ {2}claim {3}commit [0-9a-f]{12}: "Project builds and all tests pass\." → build, test$/),
    ]);
    // build and lint were claimed and never run: refused, each naming the sentence.
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('claims "all crates pass `cargo clippy --all-targets`", but');
  });

  it('the job summary has a Claims table: where, the sentence, what it was read as', () => {
    const r = a.cli(['gate', '--base', a.base, '--head', 'HEAD', '--json', ...change()]);
    const json = JSON.parse(r.stdout) as GateResult;
    const summary = renderSummary({ ...json, added: [] } as GateResult, 'PR #1');
    expect(summary).toContain('### Claims\n| where | sentence | read as |\n|---|---|---|\n');
    expect(summary).toContain('| PR body | all crates pass `cargo clippy --all-targets` | lint |');
    expect(summary).toMatch(/\| commit [0-9a-f]{12} \| Project builds and all tests pass\. \| build, test \|/);
    expect(summary).not.toContain('all tests pass (a quote)');
  });
});
