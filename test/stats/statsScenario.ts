// Two repositories with sessions from several agents and models, recorded by the real CLI: agents'
// hooks fed the payloads Claude Code, opencode and Codex really sent (test/vectors/agents/), sessions
// started and finished on the command line with checks run through `exec`, a vetoed stop proven
// afterwards, and one session file edited by hand so that it no longer verifies.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT, runCli, type CliRun } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

const VECTORS = join(REPO_ROOT, 'test', 'vectors', 'agents');
const PASS = 'console.log("Tests  3 passed (3)")';
const FAIL = 'console.log("Tests  1 failed | 2 passed (3)"); process.exit(1)';

export interface ScenarioRepo {
  repo: TempRepo;
  cli: (args: string[], input?: string) => CliRun;
  sessions: () => Record<string, Record<string, any>[]>;
}

function repository(): ScenarioRepo {
  const repo = makeTempRepo('proofledger-stats-');
  repo.write('src/a.ts', 'export const a = 1;\n');
  const cli = (args: string[], input?: string): CliRun => runCli(args, { cwd: repo.dir, ...(input !== undefined ? { input } : {}) });
  expect(cli(['init']).code).toBe(0);
  repo.commitAll('init');
  const sessions = (): Record<string, Record<string, any>[]> => {
    const out: Record<string, Record<string, any>[]> = {};
    for (const f of repo.git('ls-files', '--others', '--cached', '--exclude-standard', '.proofledger/sessions').trim().split('\n').filter((l) => l.endsWith('.jsonl'))) {
      out[f.slice('.proofledger/sessions/'.length, -'.jsonl'.length)] = readFileSync(join(repo.dir, f), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    }
    return out;
  };
  return { repo, cli, sessions };
}

/** Feeds one recorded payload to `proofledger hook <agent>`, writing the file a write payload names first. */
function hook(r: ScenarioRepo, agent: string, version: string, file: string): CliRun {
  const text = readFileSync(join(VECTORS, agent, version, file), 'utf8').replaceAll('<REPO-SLUG>', 'repo').replaceAll('<REPO>', r.repo.dir).replaceAll('<HOME>', join(r.repo.dir, '.git', 'home')).replaceAll('<BASE>', join(r.repo.dir, '.git'));
  const p = JSON.parse(text) as { tool_input?: { file_path?: string; content?: string; command?: string }; args?: { filePath?: string; content?: string }; tool_name?: string };
  const path = p.tool_input?.file_path ?? p.args?.filePath;
  const content = p.tool_input?.content ?? p.args?.content;
  if (path && content !== undefined) writeFileSync(path, content);
  // Codex's apply_patch names the files it added; the patch here adds sub.js.
  if (p.tool_name === 'apply_patch') r.repo.write('sub.js', 'module.exports = (a, b) => a - b;\n');
  return r.cli(['hook', agent], text);
}

function replay(r: ScenarioRepo, agent: string, version: string, kind: string, events: string[], codes: Record<string, number> = {}): void {
  for (const e of events) {
    const run = hook(r, agent, version, `${kind}-${e}.json`);
    expect(run.code, `${agent} ${kind}-${e}: ${run.stderr}`).toBe(codes[e] ?? 0);
  }
}

function cliSession(r: ScenarioRepo, id: string, agent: string, model: string, path: string, check: 'pass' | 'fail' | 'none', finish: { outcome: string; reason?: string }): void {
  expect(r.cli(['session', 'start', '--session', id, '--agent', agent, '--model', model]).code).toBe(0);
  r.repo.write(path, `export const x = ${JSON.stringify(id)};\n`);
  expect(r.cli(['record', '--session', id, path]).code).toBe(0);
  if (check !== 'none') r.cli(['exec', '--session', id, '--check', 'test', '--', 'node', '-e', check === 'pass' ? PASS : FAIL]);
  expect(r.cli(['session', 'finish', '--session', id, '--outcome', finish.outcome, ...(finish.reason ? ['--reason', finish.reason] : [])]).code).toBe(0);
}

export interface Scenario {
  alpha: ScenarioRepo;
  beta: ScenarioRepo;
  /** The session ids the agents' payloads name, as the hooks file them. */
  ids: Record<'claudeHonest' | 'claudeDishonest' | 'claudeFailing' | 'opencodeHonest' | 'opencodeDishonest' | 'opencodeFailing' | 'codexDishonest', string>;
  cleanup: () => void;
}

export function buildScenario(): Scenario {
  const alpha = repository();
  const beta = repository();
  const id = (agent: string, version: string, file: string): string => (JSON.parse(readFileSync(join(VECTORS, agent, version, file), 'utf8')) as { session_id: string }).session_id;
  const CC = ['claude-code', '2.1.330'] as const;
  const OC = ['opencode', '1.18.33'] as const;
  const CX = ['codex', '0.169.0'] as const;
  const ids = {
    claudeHonest: `claude-code-${id(...CC, 'honest-SessionStart.json')}`,
    claudeDishonest: `claude-code-${id(...CC, 'dishonest-SessionStart.json')}`,
    claudeFailing: `claude-code-${id(...CC, 'failing-SessionStart.json')}`,
    opencodeHonest: `opencode-${id(...OC, 'honest-session.created.json')}`,
    opencodeDishonest: `opencode-${id(...OC, 'dishonest-session.created.json')}`,
    opencodeFailing: `opencode-${id(...OC, 'failing-session.created.json')}`,
    codexDishonest: `codex-${id(...CX, 'dishonest-SessionStart.json')}`,
  };

  // alpha: Claude Code's three sessions as it ran them: proven at the stop; vetoed, then claimed
  // again unproven (nothing ran); vetoed after a failing build, claimed again unproven.
  replay(alpha, ...CC, 'honest', ['SessionStart', 'UserPromptSubmit', 'PostToolUse-Write', 'PostToolUse-Bash', 'Stop', 'SessionEnd']);
  replay(alpha, ...CC, 'dishonest', ['SessionStart', 'UserPromptSubmit', 'PostToolUse-Write', 'Stop', 'Stop-2', 'SessionEnd'], { Stop: 2 });
  replay(alpha, ...CC, 'failing', ['SessionStart', 'UserPromptSubmit', 'PostToolUse-Write', 'PostToolUseFailure-Bash', 'Stop', 'Stop-2', 'SessionEnd'], { Stop: 2 });
  // opencode's: proven at the stop; vetoed, then the agent runs the tests and its claim is proven
  // after the veto; vetoed after a failing build and claimed again unproven.
  replay(alpha, ...OC, 'honest', ['session.created', 'tool.execute.after-write', 'tool.execute.after-bash', 'text.complete', 'session.idle']);
  replay(alpha, ...OC, 'dishonest', ['session.created', 'tool.execute.after-write', 'text.complete']);
  alpha.cli(['exec', '--session', ids.opencodeDishonest, '--check', 'test', '--', 'node', '-e', PASS]);
  replay(alpha, ...OC, 'dishonest', ['session.idle']);
  replay(alpha, ...OC, 'failing', ['session.created', 'tool.execute.after-write', 'tool.execute.after-bash', 'text.complete', 'session.idle']);
  // Sessions driven from the command line: one proven claim; one change never tested, no claim; and
  // one whose failed test run is edited by hand into a pass afterwards.
  cliSession(alpha, 'aider-1', 'aider', 'gpt-5', 'src/b.ts', 'pass', { outcome: 'success', reason: 'Done, all tests pass.' });
  cliSession(alpha, 'aider-2', 'aider', 'gpt-5', 'src/c.ts', 'none', { outcome: 'unknown' });
  cliSession(alpha, 'aider-3', 'aider', 'gpt-5', 'src/d.ts', 'fail', { outcome: 'success', reason: 'All tests pass.' });
  const tampered = join(alpha.repo.dir, '.proofledger', 'sessions', 'aider-3.jsonl');
  // The failed run made a pass: the verification line alone, hash left as it was.
  const lines = readFileSync(tampered, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes('"type":"verification"'));
  expect(lines[at]).toContain('"passed":false');
  lines[at] = lines[at]!.replace('"exitCode":1', '"exitCode":0').replace('"passed":false', '"passed":true').replace('"failed":1', '"failed":0');
  writeFileSync(tampered, lines.join('\n'));

  // beta: Codex's dishonest session (vetoed, claimed again unproven, its model named), and a proven one.
  replay(beta, ...CX, 'dishonest', ['SessionStart', 'UserPromptSubmit', 'PostToolUse-apply_patch', 'Stop', 'Stop-2'], { Stop: 2 });
  cliSession(beta, 'aider-b', 'aider', 'gpt-5', 'src/e.ts', 'pass', { outcome: 'success', reason: 'Tests pass.' });

  return { alpha, beta, ids, cleanup: () => (alpha.repo.cleanup(), beta.repo.cleanup()) };
}
