// Every event a team's workflow sends, from GitHub's own webhook payload examples
// (test/vectors/events/: the payloads verbatim apart from the SHAs and refs each case replaces, and
// a manifest naming each case's expected verdict and summary lines), played through the bundled
// Action as a runner runs it (Node 24's `node dist/index.js`) and, for the cases marked
// localAction, in GitHub's emulator @github/local-action. One test walks the manifest.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { bundleAction, Team } from '../support/team.js';
import { makeTempDir } from '../support/tempRepo.js';

const VECTORS = join(REPO_ROOT, 'test', 'vectors', 'events');
const LOCAL_ACTION = join(REPO_ROOT, 'node_modules', '.bin', 'local-action');

interface EventCase {
  name: string;
  event: string;
  payload: string;
  replace: Record<string, string>;
  inputs?: Record<string, string>;
  sha?: string;
  verdict: 'pass' | 'fail' | 'skipped' | null;
  exit: number;
  summary: string[];
  localAction?: boolean;
  /** Run in a shallow clone of this branch (actions/checkout's default depth of 1), not the full one. */
  shallow?: string;
}

const { cases } = JSON.parse(readFileSync(join(VECTORS, 'cases.json'), 'utf8')) as { cases: EventCase[] };

let t: Team;
let action: ReturnType<typeof bundleAction>;

/**
 * The team's repository: main already holds an earlier agent session whose tests failed (merged in
 * warn mode, say), so a branch judged from its root rather than against main fails; an honest and a
 * dishonest agent branch, pushed; and the merge queue's commit for each (gh-readonly-queue/…).
 */
beforeAll(() => {
  action = bundleAction();
  t = new Team();
  t.agent('s0', { 'src/b.js': 'export const b = 2;\n' }, { test: 'fail' });
  t.write('test.js', 'console.log("Tests  3 passed (3)");\n'); // as the honest agents' runs leave it
  t.commit('Earlier agent work');
  t.git('push', '-q', 'origin', 'main');
  t.branch('claude/honest');
  t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
  t.commit('Change a');
  t.branch('claude/dishonest', 'main');
  t.agent('s2', { 'src/a.js': 'export const a = 3;\n' }, { test: 'fail' });
  t.commit('Change a');
  t.branch('claude/honest-too', 'main');
  t.agent('s3', { 'src/c.js': 'export const c = 1;\n' });
  t.commit('Add c');
  t.git('push', '-q', 'origin', 'claude/honest', 'claude/dishonest', 'claude/honest-too');
  const main = t.git('rev-parse', 'main');
  // A queue's commit: the group's PRs merged one after another on main's tip.
  const queues: Record<string, string[]> = { honest: ['honest'], dishonest: ['dishonest'], 'two-honest': ['honest', 'honest-too'], 'honest-then-dishonest': ['honest-too', 'dishonest'] };
  for (const [name, prs] of Object.entries(queues)) {
    t.branch(`gh-readonly-queue/main/pr-2-${main}-${name}`, 'main');
    prs.forEach((pr, i) => t.git('merge', '-q', '--no-ff', `claude/${pr}`, '-m', `Merge pull request #${2 + i} from Codertocat/${pr}`));
    t.git('update-ref', `refs/heads/queue/${name}`, 'HEAD');
  }
  t.git('push', '-q', 'origin', 'refs/heads/queue/*:refs/heads/queue/*');
  t.git('checkout', '-q', 'main');
}, 120_000);
afterAll(() => {
  t?.cleanup();
  action?.cleanup();
});

/** The payload as GitHub sent it, with the case's SHAs and refs put in: {rev} is a commit id here. */
function payloadOf(c: EventCase): string {
  let text = readFileSync(join(VECTORS, 'octokit-webhooks', c.payload), 'utf8');
  for (const [from, to] of Object.entries(c.replace)) {
    if (!text.includes(from)) throw new Error(`${c.payload}: "${from}" is not in the payload`);
    text = text.split(from).join(resolve(to));
  }
  return text;
}
const resolve = (s: string): string => s.replace(/\{([^}]+)\}/g, (_, rev: string) => t.git('rev-parse', rev));

async function runBundled(c: EventCase): Promise<{ code: number | null; verdict: string | undefined; summary: string; text: string }> {
  const tmp = makeTempDir('proofledger-runner-');
  try {
    let workspace = t.dir;
    if (c.shallow) {
      // As actions/checkout leaves it by default: one commit of one branch.
      workspace = join(tmp.dir, 'checkout');
      spawnSync('git', ['clone', '-q', '--depth', '1', '--branch', c.shallow, `file://${t.remote}`, workspace]);
      expect(spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: workspace, encoding: 'utf8' }).stdout.trim()).toBe('true');
    }
    writeFileSync(join(tmp.dir, 'event.json'), payloadOf(c));
    writeFileSync(join(tmp.dir, 'output'), '');
    writeFileSync(join(tmp.dir, 'summary.md'), '');
    const env = {
      PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', GITHUB_EVENT_NAME: c.event, GITHUB_EVENT_PATH: join(tmp.dir, 'event.json'),
      GITHUB_OUTPUT: join(tmp.dir, 'output'), GITHUB_STEP_SUMMARY: join(tmp.dir, 'summary.md'), GITHUB_WORKSPACE: workspace, RUNNER_TEMP: tmp.dir,
      INPUT_MODE: 'enforce', INPUT_TOKEN: '', 'INPUT_WORKING-DIRECTORY': '.', ...(c.sha ? { GITHUB_SHA: resolve(c.sha) } : {}), ...c.inputs,
    };
    const child = spawn(process.execPath, [action.path], { cwd: workspace, env });
    let text = '';
    child.stdout.on('data', (b: Buffer) => (text += b.toString()));
    child.stderr.on('data', (b: Buffer) => (text += b.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    const verdict = /^verdict<<(\S+)\n([\s\S]*?)\n\1$/m.exec(readFileSync(join(tmp.dir, 'output'), 'utf8'))?.[2];
    return { code, verdict, summary: readFileSync(join(tmp.dir, 'summary.md'), 'utf8'), text };
  } finally {
    tmp.cleanup();
  }
}

function runLocalAction(c: EventCase): { verdict: string | undefined; summary: string; text: string } {
  const tmp = makeTempDir('proofledger-local-action-');
  try {
    writeFileSync(join(tmp.dir, 'event.json'), payloadOf(c));
    writeFileSync(join(tmp.dir, 'summary.md'), '');
    const vars = { INPUT_MODE: 'enforce', GITHUB_EVENT_NAME: c.event, GITHUB_EVENT_PATH: join(tmp.dir, 'event.json'), GITHUB_WORKSPACE: t.dir, GITHUB_STEP_SUMMARY: join(tmp.dir, 'summary.md'), RUNNER_TEMP: tmp.dir, ...(c.sha ? { GITHUB_SHA: resolve(c.sha) } : {}), ...c.inputs };
    writeFileSync(join(tmp.dir, '.env'), Object.entries(vars).map(([k, v]) => `${k}=${v}\n`).join(''));
    const r = spawnSync(LOCAL_ACTION, ['run', REPO_ROOT, 'src/action/main.ts', join(tmp.dir, '.env')], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 180_000 });
    const text = `${r.stdout}${r.stderr}`;
    const outputs = text.slice(text.lastIndexOf('Action Outputs'));
    return { verdict: /'verdict'\s*│\s*'(\w+)'/.exec(outputs)?.[1], summary: readFileSync(join(tmp.dir, 'summary.md'), 'utf8'), text };
  } finally {
    tmp.cleanup();
  }
}

describe('GitHub\'s payload examples through the bundled Action', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const r = await runBundled(c);
    expect(r.code, r.text).toBe(c.exit);
    expect(r.verdict ?? null, r.text).toBe(c.verdict);
    for (const line of c.summary) expect(r.summary, r.text).toContain(line);
    if (c.verdict === 'skipped') expect(r.text).toMatch(/^::notice::proofledger: /m);
  }, 60_000);
});

describe('GitHub\'s payload examples in @github/local-action', () => {
  it.each(cases.filter((c) => c.localAction).map((c) => [c.name, c] as const))('%s', (_, c) => {
    const r = runLocalAction(c);
    expect(r.verdict ?? null, r.text).toBe(c.verdict);
    for (const line of c.summary) expect(r.summary, r.text).toContain(line);
  }, 200_000);
});
