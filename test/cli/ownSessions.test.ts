// A recording command given no session, with none current, records into a session of its own:
// a start before its first entry, a finish (outcome unknown) after its last, and no current
// session left behind to collect unrelated work later.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

let repo: TempRepo;
beforeEach(() => {
  repo = makeTempRepo();
  expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
});
afterEach(() => repo.cleanup());

function sessions(): Record<string, Record<string, unknown>[]> {
  const dir = join(repo.dir, '.proofledger', 'sessions');
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
    out[f.slice(0, -'.jsonl'.length)] = readFileSync(join(dir, f), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  return out;
}

const shape = (entries: Record<string, unknown>[]): string[] => entries.map((e) => [e['type'], e['event'], e['outcome']].filter((x) => x !== undefined).join(' '));

describe('sessions a command opens for itself', () => {
  it('exec: each bare exec is one closed session; none becomes current', () => {
    expect(runCli(['exec', '--', 'true'], { cwd: repo.dir }).code).toBe(0);
    expect(runCli(['exec', '--check', 'test', '--', 'true'], { cwd: repo.dir }).code).toBe(0);
    const all = Object.values(sessions());
    expect(all.map(shape).sort()).toEqual([
      ['session start', 'shell_exec', 'session finish unknown'],
      ['session start', 'shell_exec', 'verification', 'session finish unknown'],
    ].sort());
    expect(runCli(['session', 'current'], { cwd: repo.dir }).code).toBe(1);
    const summary = runCli(['summary'], { cwd: repo.dir }).stdout;
    expect(summary).not.toMatch(/  open$/m);
    expect(summary.match(/  unknown$/gm)).toHaveLength(2);
  });

  it('a current session is used as it is and left open', () => {
    const id = runCli(['session', 'start'], { cwd: repo.dir }).stdout.trim();
    runCli(['exec', '--', 'true'], { cwd: repo.dir });
    expect(shape(sessions()[id]!)).toEqual(['session start', 'shell_exec']);
    expect(runCli(['session', 'current'], { cwd: repo.dir }).stdout.trim()).toBe(id);
  });

  it('append: bad input leaves nothing behind; good input is one closed session', () => {
    const bad = runCli(['append'], { cwd: repo.dir, input: JSON.stringify({ type: 'file_edit', path: '/abs', sha256: 'a'.repeat(64), bytes: 1 }) });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^proofledger: stdin: field \/path/);
    expect(sessions()).toEqual({});
    const good = runCli(['append'], { cwd: repo.dir, input: JSON.stringify({ type: 'file_edit', path: 'a.ts', sha256: 'a'.repeat(64), bytes: 1 }) });
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ type: 'file_edit', seq: 1 });
    expect(Object.values(sessions()).map(shape)).toEqual([['session start', 'file_edit', 'session finish unknown']]);
  });

  it('exec with no command writes nothing', () => {
    expect(runCli(['exec', '--'], { cwd: repo.dir }).code).toBe(2);
    expect(sessions()).toEqual({});
  });
});
