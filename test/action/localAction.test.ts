// The Action in GitHub's own emulator, @github/local-action: it loads src/action/main.ts, swaps
// @actions/core for its stubs, calls run(), and shows the outputs it saw — as a workflow would.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { Team } from '../support/team.js';

const LOCAL_ACTION = join(REPO_ROOT, 'node_modules', '.bin', 'local-action');

function emulate(team: Team, pr: { base: string; head: string; body: string }): { verdict: string | undefined; out: string } {
  const event = join(team.root.dir, 'event.json');
  writeFileSync(event, JSON.stringify({ pull_request: { number: 3, title: 'Change', body: pr.body, base: { sha: pr.base }, head: { sha: pr.head, ref: 'feature' } } }));
  const env = join(team.root.dir, '.env');
  writeFileSync(env, `INPUT_MODE=enforce\nGITHUB_EVENT_NAME=pull_request\nGITHUB_EVENT_PATH=${event}\nGITHUB_WORKSPACE=${team.dir}\n`);
  const r = spawnSync(LOCAL_ACTION, ['run', REPO_ROOT, 'src/action/main.ts', env], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
  const out = `${r.stdout}${r.stderr}`;
  const outputs = out.slice(out.lastIndexOf('Action Outputs'));
  return { verdict: /'verdict'\s*│\s*'(\w+)'/.exec(outputs)?.[1], out };
}

describe('the Action in @github/local-action', () => {
  let t: Team;
  beforeEach(() => (t = new Team()));
  afterEach(() => t.cleanup());

  it('an honest PR passes; a dishonest one fails, with its findings as outputs', () => {
    const base = t.git('rev-parse', 'main');
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const honest = emulate(t, { base, head: t.commit('Change a. All tests pass.'), body: 'All tests pass.' });
    expect(honest.verdict, honest.out).toBe('pass');

    t.agent('s2', { 'src/b.js': 'export const b = 2;\n' }, { test: 'none' });
    const dishonest = emulate(t, { base, head: t.commit('Change b. All tests pass.'), body: 'All tests pass.' });
    expect(dishonest.verdict, dishonest.out).toBe('fail');
    expect(dishonest.out).toContain('CLAIM_UNPROVEN');
    expect(dishonest.out).toMatch(/::error file=\.proofledger\/sessions\/s[12]\.jsonl,line=\d+/);
  });
});
