// npm run bench: verify and append figures, measured side by side in one run.
// Sizes: 10k and 100k entries by default; `npm run bench -- --full` adds 1M.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync, writeSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalize } from '../build/format/canonical.js';
import { appendEntry } from '../build/store/append.js';
import { layoutFor, sessionFilePath } from '../build/store/layout.js';
import { Scrubber } from '../build/scrub/scrub.js';
import { claimsBench, printClaims } from './bench-claims.js';

const here = dirname(fileURLToPath(import.meta.url));
// `--hooks-only`, `--hostile-only`, `--stats-only` and `--claims-only` run that section alone; with none, every section.
const only = ['hooks', 'hostile', 'stats', 'claims'].find((section) => process.argv.includes(`--${section}-only`)) ?? null;
const runs = (section) => only === null || only === section;
const sizes = process.argv.includes('--full') ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
const work = mkdtempSync(join(tmpdir(), 'proofledger-bench-'));
const sha = (s) => createHash('sha256').update(s).digest('hex');

/**
 * A realistic mix of entry types, ~500 bytes each, chained exactly as the writer would; one entry in
 * twenty carries non-ASCII text, which the line matcher leaves to the full checks. With `agent`, the
 * session is an agent's: it starts naming the agent, is vetoed once if `veto`, and finishes claiming
 * success naming `model`, from `t0` on.
 */
function generate(path, session, n, from = 0, prevHash = '0'.repeat(64), flag = 'w', { agent, model, veto = false, t0 = Date.parse('2026-01-01T00:00:00.000Z') } = {}) {
  const fd = openSync(path, flag);
  let prev = prevHash;
  let batch = '';
  for (let i = from; i < from + n; i++) {
    const kind = i % 10;
    const common = { v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(t0 + i * 1000).toISOString(), session, prev };
    const h = sha(String(i));
    const e =
      agent && i === from ? { ...common, type: 'session', event: 'start', agent: { name: agent } }
      : agent && i === from + n - 1 ? { ...common, type: 'session', event: 'finish', outcome: 'success', reason: 'All tests pass.', agent: { name: agent, model } }
      : agent && veto && i === from + n - 2 ? { ...common, type: 'session', event: 'veto', reason: 'proofledger: you said "All tests pass.", but src/module1/component1.ts was changed after the last passing test run' }
      : kind < 4 ? { ...common, type: 'file_edit', path: `src/module${i % 97}/component${i % 13}.ts`, sha256: h, bytes: 1000 + i % 5000, prevSha256: sha(h), tool: 'Edit' }
      : kind < 7 ? { ...common, type: 'shell_exec', command: i % 20 === 5 ? `npm run lint -- --fix src/módulo${i % 97} && echo 'café ✓'` : `npm run lint -- --fix src/module${i % 97} && git status --short`, cwd: '.', exitCode: i % 17 === 0 ? 1 : 0, signal: null, durationMs: i % 9000, stdoutBytes: i % 4000, stdoutSha256: h, stderrBytes: 0, stderrSha256: sha('') }
      : kind < 9 ? { ...common, type: 'tool_call', tool: 'mcp__github__create_issue', callId: `toolu_${h.slice(0, 24)}`, decision: 'approved', argsHash: h, resultHash: sha(h + 'r'), status: 'ok', durationMs: 120 }
      : { ...common, type: 'verification', check: 'test', passed: true, command: 'npx vitest run --reporter=dot', exitCode: 0, durationMs: 4200, outputSha256: h, tests: { passed: 412, failed: 0, skipped: 3 }, tree: h.slice(0, 40) };
    const withHash = { ...e, hash: sha(canonicalize(e)) };
    prev = withHash.hash;
    batch += canonicalize(withHash) + '\n';
    if (batch.length > 1 << 20) {
      writeSync(fd, batch);
      batch = '';
    }
  }
  writeSync(fd, batch);
  closeSync(fd);
  return prev;
}

const BIN = join(here, '..', 'bin', 'proofledger.cjs');
function timeCli(args, cwd, input) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, input, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ms = Math.round(Number(process.hrtime.bigint() - t) / 1e6);
  return { ms, code: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** Microseconds per append of `count` entries to a session, in this process. */
function appendMicros(layout, session, count, fsync) {
  const t = process.hrtime.bigint();
  for (let i = 0; i < count; i++) appendEntry(layout, session, { type: 'shell_exec', command: `echo ${i}`, cwd: '.', exitCode: 0, signal: null, durationMs: 1 }, { fsync });
  return Number(process.hrtime.bigint() - t) / 1000 / count;
}

function git(cwd, ...args) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' } });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

function commitAll(repo, message) {
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}
function timeGate(repo, base) {
  const gate = [0, 1, 2].map(() => timeCli(['gate', '--base', base, '--head', 'HEAD', '--json'], repo)).sort((x, y) => x.ms - y.ms)[0];
  if (!gate.stdout) throw new Error(`gate failed (exit ${gate.code}): ${gate.stderr}`);
  return { ms: gate.ms, verdict: JSON.parse(gate.stdout).verdict };
}

/**
 * Gate and pre-push on a repository whose ledger already holds `history` entries, spread over
 * sessions of 1,000 entries as agent sessions are. Two changes of 1,000 entries: a new session, and
 * 1,000 entries appended to an existing session.
 */
function gateBench(history) {
  const repo = join(work, `gate-${history}`);
  const layout = layoutFor(repo);
  mkdirSync(layout.sessionsDir, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  let h0Last;
  for (let s = 0; s < history / 1000; s++) {
    const last = generate(sessionFilePath(layout, `h${s}`), `h${s}`, 1000);
    if (s === 0) h0Last = last;
  }
  const base = commitAll(repo, 'history');
  generate(sessionFilePath(layout, 'new-session'), 'new-session', 1000);
  commitAll(repo, 'a new session of 1,000 entries');
  const newSession = timeGate(repo, base);
  const base2 = git(repo, 'rev-parse', 'HEAD');
  generate(sessionFilePath(layout, 'h0'), 'h0', 1000, 1000, h0Last, 'a');
  commitAll(repo, '1,000 entries appended to a session');
  const appended = timeGate(repo, base2);
  // A typical push: one commit adding a short session (10 entries) on top.
  const prev = git(repo, 'rev-parse', 'HEAD');
  generate(sessionFilePath(layout, 'small'), 'small', 10);
  const head = commitAll(repo, 'small change');
  // Best of five, as every other figure here is a best of rounds: one run is at the mercy of the moment.
  const push = [0, 1, 2, 3, 4].map(() => timeCli(['pre-push', 'origin', 'x'], repo, `refs/heads/main ${head} refs/heads/main ${prev}\n`)).sort((x, y) => x.ms - y.ms)[0];
  rmSync(repo, { recursive: true, force: true });
  return { history, newSessionMs: newSession.ms, newSessionVerdict: newSession.verdict, appendMs: appended.ms, appendVerdict: appended.verdict, prePushMs: push.ms, prePushCode: push.code };
}

/**
 * The worst case: 1,000 entries appended to one session that holds all `history` entries. Proving
 * that session's old lines unchanged means reading it back out of git, so this costs its size.
 */
function giantSessionBench(history) {
  const repo = join(work, `giant-${history}`);
  const layout = layoutFor(repo);
  mkdirSync(layout.sessionsDir, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  const path = sessionFilePath(layout, 'history');
  const last = generate(path, 'history', history);
  const base = commitAll(repo, 'history');
  generate(path, 'history', 1000, history, last, 'a');
  commitAll(repo, 'one thousand more entries');
  const gate = timeGate(repo, base);
  rmSync(repo, { recursive: true, force: true });
  return { history, appendMs: gate.ms, verdict: gate.verdict };
}

/**
 * Floor, verify and reference, each a whole process timed from spawn to exit (Node's start-up and
 * module loading included, as a user waits for them), interleaved round by round so that a slow
 * moment of the machine falls on all three alike; the best time and the largest peak RSS of each are
 * kept. `workMs` is the same run timed inside the process, from the end of Node's start-up. Beside
 * them, a bare `node -e 0`: the least any Node process takes here, which bounds every ratio of
 * whole processes (at 10k entries, a third of the reference is less than that).
 */
function measureSideBySide(path, rounds) {
  const best = {};
  for (let i = 0; i < rounds; i++) {
    for (const mode of ['nodeStart', 'floor', 'verify', 'reference']) {
      const t = process.hrtime.bigint();
      const args = mode === 'nodeStart' ? ['-e', '0'] : [join(here, 'bench-worker.js'), mode, path];
      const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
      const ms = Math.round(Number(process.hrtime.bigint() - t) / 1e6);
      if (r.status !== 0) throw new Error(`${mode}: ${r.stderr}`);
      const m = mode === 'nodeStart' ? { workMs: 0, entries: 0, peakRssMb: 0 } : JSON.parse(r.stderr.trim().split('\n').pop());
      if (mode === 'verify') {
        const report = JSON.parse(r.stdout);
        if (report.status !== 'VALID') throw new Error(`verify: ${r.stdout.slice(0, 500)}`);
        m.entries = report.entries;
      }
      const b = best[mode];
      best[mode] = b ? { ...m, ms: Math.min(b.ms, ms), workMs: Math.min(b.workMs, m.workMs), peakRssMb: Math.max(b.peakRssMb, m.peakRssMb) } : { ...m, ms };
    }
  }
  return best;
}

/**
 * Agent hooks: every tool call an agent makes waits for one. The command `init --agent claude-code`
 * writes, run as the agent runs it (through sh, the project's bin), interleaved round by round with a
 * bare `node -e 0`; the median of 41 rounds each (a busy machine moves single runs by milliseconds). Two tool calls (a Write, recorded as file_write; a
 * Read, recorded as tool_call) and a check (Bash `npm test`: shell_exec, verification and the tree).
 */
/**
 * Hostile input, 1 MB of each shape: a config pattern that backtracks catastrophically in V8, hook
 * payloads past the byte and nesting caps (whole process, as an agent runs the hook), and a gate on
 * a commit of 4 MB of whitespace lines (each commit message is cut at 65,536 characters).
 */
async function hostileBench() {
  const { compileConfigPattern } = await import('../build/config/configPattern.js');
  const out = { patterns: {}, hook: {}, gate: {} };
  const MB = 1 << 20;
  for (const [source, text] of [['(a+)+$', 'a'.repeat(MB) + '!'], ['(a|aa)*b', 'a'.repeat(MB)], ['\\s*\\s*\\s*x', ' '.repeat(MB)], ['^(\\w+\\s?)+$', 'word '.repeat(MB / 5) + '!']]) {
    const p = compileConfigPattern(source, { ignoreCase: true }, 'bench');
    const t = performance.now();
    p.test(text);
    out.patterns[source] = Math.round(performance.now() - t);
  }
  const repo = join(work, 'hostile');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  spawnSync(process.execPath, [join(here, '..', 'bin', 'proofledger.cjs'), 'init'], { cwd: repo });
  const bin = join(here, '..', 'bin', 'proofledger.cjs');
  const head = JSON.stringify({ session_id: 'h', cwd: repo, hook_event_name: 'PostToolUse', tool_name: 'mcp__x__y', tool_response: {} }).slice(0, -1);
  for (const [name, input] of [['1 MB of [', head + ',"tool_input":' + '['.repeat(MB) + ']'.repeat(MB) + '}'], ['1 MB of {"a":', head + ',"tool_input":' + '{"a":'.repeat(MB / 5) + '1' + '}'.repeat(MB / 5) + '}'], ['32 MB stdin', 'x'.repeat(32 * MB)]]) {
    const t = performance.now();
    spawnSync(process.execPath, [bin, 'hook', 'claude-code'], { cwd: repo, input });
    out.hook[name] = Math.round(performance.now() - t);
  }
  const base = commitAll(repo, 'base');
  writeFileSync(join(repo, 'x.txt'), 'x\n');
  git(repo, 'add', '-A');
  writeFileSync(join(repo, '.git', 'msg'), 'All tests pass.\n' + ' \n\t\n'.repeat(MB));
  git(repo, 'commit', '-q', '--cleanup=verbatim', '-F', join(repo, '.git', 'msg'));
  const t = performance.now();
  spawnSync(process.execPath, [bin, 'gate', '--base', base, '--json'], { cwd: repo });
  out.gate['4 MB of whitespace lines in a commit message'] = Math.round(performance.now() - t);
  return out;
}

function hooksBench() {
  const ROUNDS = 41;
  const repo = join(work, 'hooks');
  mkdirSync(join(repo, 'node_modules', '.bin'), { recursive: true });
  git(repo, 'init', '-q');
  spawnSync(process.execPath, [BIN, 'init', '--agent', 'claude-code'], { cwd: repo });
  symlinkSync(BIN, join(repo, 'node_modules', '.bin', 'proofledger'));
  writeFileSync(join(repo, 'a.txt'), 'a\n');
  commitAll(repo, 'init');
  const settings = JSON.parse(readFileSync(join(repo, '.claude', 'settings.json'), 'utf8'));
  const command = settings.hooks.PostToolUse[0].hooks[0].command;
  // The agent's environment is the user's: `node` on PATH is the one running this bench.
  const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };
  const run = (input) => {
    const t = process.hrtime.bigint();
    const r = spawnSync('sh', ['-c', command], { cwd: repo, input, encoding: 'utf8', env });
    if (r.status !== 0) throw new Error(`hook failed: ${r.stderr}`);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const bare = () => {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0']);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const base = { session_id: 'bench', cwd: repo, hook_event_name: 'PostToolUse' };
  const payloads = {
    write: JSON.stringify({ ...base, tool_name: 'Write', tool_input: { file_path: join(repo, 'a.txt'), content: 'a\n' }, tool_response: { type: 'create', filePath: join(repo, 'a.txt') } }),
    read: JSON.stringify({ ...base, tool_name: 'Read', tool_input: { file_path: join(repo, 'a.txt') }, tool_response: { type: 'text', file: { filePath: join(repo, 'a.txt'), content: 'a\n' } } }),
    check: JSON.stringify({ ...base, tool_name: 'Bash', tool_input: { command: 'npm test' }, tool_response: { stdout: 'Tests  3 passed (3)', stderr: '' } }),
  };
  run(payloads.write);
  const times = { node: [], write: [], read: [], check: [] };
  for (let i = 0; i < ROUNDS; i++) {
    times.node.push(bare());
    for (const k of ['write', 'read', 'check']) times[k].push(run(payloads[k]));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const nodeMs = median(times.node);
  const ratio = (k) => +(median(times[k]) / nodeMs).toFixed(2);
  const entries = readFileSync(sessionFilePath(layoutFor(repo), 'claude-code-bench'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).type);
  const count = (t) => entries.filter((e) => e === t).length;
  if (count('file_write') < ROUNDS + 1 || count('tool_call') < ROUNDS || count('verification') < ROUNDS) throw new Error(`hooks recorded ${JSON.stringify(entries.slice(0, 8))}…`);
  return {
    nodeStartMs: Math.round(nodeMs),
    writeMs: Math.round(median(times.write)), readMs: Math.round(median(times.read)), checkMs: Math.round(median(times.check)),
    writeOverNode: ratio('write'), readOverNode: ratio('read'), checkOverNode: ratio('check'),
  };
}

// The scrubber on 1 MB of each shape of text that once made one of its detectors backtrack or re-read
// (issue 23): every reader of outside text is linear, and this is how long 1 MB takes (best of 3).
function scrubberBench() {
  const MB = 1 << 20;
  const fill = (unit) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
  const shapes = { 'password=': fill('password='), 'a:b': fill('a:b'), quotes: fill('"\'`'), spaces: fill(' '), '--password ': fill('--password '),
    'login ': fill('login '), 'echo x | ': fill('echo x | '), 'BUNDLE_A__B=': fill('BUNDLE_A__B='), '<add key="password" value="': fill('<add key="password" value="') };
  const out = {};
  for (const [name, text] of Object.entries(shapes)) {
    let best = Infinity;
    for (let round = 0; round < 3; round++) {
      const scrubber = new Scrubber();
      const t = process.hrtime.bigint();
      scrubber.scrubText(text);
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
    }
    out[name] = Math.round(best);
  }
  return out;
}

/**
 * `proofledger stats` over a big history: 1,000 agent sessions of 300 entries (300k in all), five
 * agents on two models each, one session in four vetoed, spread over 90 days.
 */
function statsBench() {
  const root = join(work, 'stats');
  const layout = layoutFor(root);
  mkdirSync(layout.sessionsDir, { recursive: true });
  writeFileSync(join(layout.ledgerDir, 'config.json'), '{}\n');
  const agents = ['claude-code', 'codex', 'gemini', 'copilot', 'opencode'];
  const sessions = 1000, per = 300;
  for (let s = 0; s < sessions; s++) {
    const agent = agents[s % agents.length];
    generate(sessionFilePath(layout, `s${s}`), `s${s}`, per, 0, '0'.repeat(64), 'w', { agent, model: `${agent}-model-${s % 2}`, veto: s % 4 === 0, t0: Date.parse('2026-01-01T00:00:00.000Z') + Math.floor(s * 90 / sessions) * 86_400_000 });
  }
  // Round by round beside `verify` of the same ledger (stats verifies it all, then reads it): a busy
  // machine slows both alike, so their ratio holds where the milliseconds do not.
  const runs = [];
  const verifies = [];
  for (let round = 0; round < 3; round++) {
    runs.push(timeCli(['stats', '--json'], root));
    verifies.push(timeCli(['verify'], root));
  }
  if (runs.some((r) => r.code !== 0)) throw new Error(`stats: ${runs[0].stderr.slice(-300)}`);
  const report = JSON.parse(runs[0].stdout);
  if (report.total.sessions !== sessions || report.notVerified.length !== 0) throw new Error(`stats counted ${report.total.sessions} verified sessions, expected ${sessions}`);
  const html = timeCli(['stats', '--html', join(work, 'stats.html')], root);
  if (html.code !== 0) throw new Error(`stats --html: ${html.stderr.slice(-300)}`);
  if (process.env.PROOFLEDGER_BENCH_KEEP) spawnSync('cp', ['-r', root, process.env.PROOFLEDGER_BENCH_KEEP]);
  rmSync(root, { recursive: true, force: true });
  const ms = Math.min(...runs.map((r) => r.ms));
  const verifyMs = Math.min(...verifies.map((r) => r.ms));
  return { sessions, entries: sessions * per, agents: agents.length, ms, verifyMs, overVerify: +(ms / verifyMs).toFixed(2), htmlMs: html.ms };
}

const results = { machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version }, verify: [], append: {} };
try {
  if (runs('claims')) results.claims = claimsBench();
  if (runs('stats')) results.stats = statsBench();
  if (only === 'hostile') {
    results.hostile = await hostileBench();
    results.scrubHostileMs = scrubberBench();
  }
  if (only === null) {
    for (const n of sizes) {
      const session = `bench-${n}`;
      const layout = layoutFor(join(work, `repo-${n}`));
      const path = sessionFilePath(layout, session);
      mkdirSync(dirname(path), { recursive: true });
      generate(path, session, n);
      const mb = statSync(path).size / 1e6;
      const { nodeStart, floor, verify, reference } = measureSideBySide(path, n >= 1_000_000 ? 3 : n >= 100_000 ? 5 : 11);
      if (verify.entries !== n) throw new Error(`verify saw ${verify.entries} entries, expected ${n}`);
      results.verify.push({
        entries: n,
        mb: +mb.toFixed(1),
        verify: { ms: verify.ms, workMs: verify.workMs, entriesPerSec: Math.round(n / (verify.ms / 1000)), mbPerSec: +(mb / (verify.ms / 1000)).toFixed(1), peakRssMb: verify.peakRssMb },
        floor: { ms: floor.ms, workMs: floor.workMs, peakRssMb: floor.peakRssMb },
        reference: { ms: reference.ms, workMs: reference.workMs, peakRssMb: reference.peakRssMb },
        nodeStartMs: nodeStart.ms,
        verifyOverFloor: +(verify.ms / floor.ms).toFixed(2),
        referenceOverVerify: +(reference.ms / verify.ms).toFixed(2),
        work: { verifyOverFloor: +(verify.workMs / floor.workMs).toFixed(2), referenceOverVerify: +(reference.workMs / verify.workMs).toFixed(2) },
      });
      if (n === 100_000) {
        // The query index: one filtered query, whole process, with and without the index.
        const root = join(work, `repo-${n}`);
        const q = ['log', '--session', session, '--type', 'verification', '--limit', '5'];
        const scan = timeCli(q, root);
        const build = timeCli(['index'], root);
        const best = [0, 1, 2].map(() => timeCli(q, root)).sort((a, b) => a.ms - b.ms)[0];
        if (best.stdout !== scan.stdout) throw new Error('indexed and scanned answers differ');
        results.index = { entries: n, buildMs: build.ms, queryMs: best.ms, scanQueryMs: scan.ms };
        // The usual shape of a ledger: one file per agent session. The same entries as 100 sessions of
        // 1,000, `proofledger verify` over all of them (whole process, best of 3).
        const many = layoutFor(join(work, 'many-sessions'));
        mkdirSync(many.sessionsDir, { recursive: true });
        for (let f = 0; f < 100; f++) generate(sessionFilePath(many, `s${f}`), `s${f}`, n / 100);
        const runs = [0, 1, 2].map(() => timeCli(['verify'], join(work, 'many-sessions')));
        if (runs.some((r) => r.code !== 0)) throw new Error(`verify over 100 sessions: ${runs[0].stdout.slice(-300)}`);
        results.manySessions = { sessions: 100, entries: n, verifyMs: Math.min(...runs.map((r) => r.ms)), oneFileVerifyMs: verify.ms };
        rmSync(join(work, 'many-sessions'), { recursive: true, force: true });
      }
      // Append cost on top of this many existing entries, side by side with a ledger of 1,000: round by
      // round (best of 5), so that a slow moment of the machine falls on both alike.
      const small = layoutFor(join(work, `append-1k-beside-${n}`));
      mkdirSync(small.sessionsDir, { recursive: true });
      generate(sessionFilePath(small, 'small'), 'small', 1000);
      let onBig = Infinity;
      let onSmall = Infinity;
      for (let round = 0; round < 5; round++) {
        onBig = Math.min(onBig, appendMicros(layout, session, 400, false));
        onSmall = Math.min(onSmall, appendMicros(small, 'small', 400, false));
      }
      results.append[`nofsync@${n}`] = { usPerAppend: Math.round(onBig), appendsPerSec: Math.round(1e6 / onBig), beside1kUsPerAppend: Math.round(onSmall), ratioTo1k: +(onBig / onSmall).toFixed(2) };
      const withFsync = appendMicros(layout, session, 200, true);
      results.append[`fsync@${n}`] = { usPerAppend: Math.round(withFsync), appendsPerSec: Math.round(1e6 / withFsync) };
      rmSync(path);
    }
    results.gate = [gateBench(1_000), gateBench(sizes[sizes.length - 1])];
    results.giantSession = giantSessionBench(sizes[sizes.length - 1]);
    // 8 processes appending to one session at once.
    const shared = join(work, 'shared');
    const t = Date.now();
    const children = await Promise.all(Array.from({ length: 8 }, (_, w) => new Promise((resolve) => {
      const c = spawn(process.execPath, [join(here, '..', 'test', 'support', 'appendLoop.mjs'), shared, 'shared', '500', String(w), '0', '0'], { stdio: 'ignore' });
      c.on('close', resolve);
    })));
    const ms = Date.now() - t;
    results.append['8procs'] = { appends: 4000, ms, appendsPerSec: Math.round(4000 / (ms / 1000)), exitCodes: children };
    results.scrubHostileMs = scrubberBench();
    results.hostile = await hostileBench();

  }
  if (runs('hooks')) results.hooks = hooksBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`proofledger bench — ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}\n`);
if (results.hostile) {
  const hi = results.hostile;
  console.log('hostile input, 1 MB of each shape (ms)');
  for (const [k, v] of Object.entries(hi.patterns)) console.log(`  config pattern ${k.padEnd(16)} on 1 MB (linear engine)   ${String(v).padStart(6)}`);
  for (const [k, v] of Object.entries(hi.hook)) console.log(`  hook refuses ${k.padEnd(18)} (whole process)       ${String(v).padStart(6)}`);
  for (const [k, v] of Object.entries(hi.gate)) console.log(`  gate, ${k} (whole process) ${String(v).padStart(6)}`);
  console.log('');
}
if (only === null) {
  console.log('whole process, spawn to exit (best of the rounds); "after start-up" is the same runs timed inside the process');
  console.log('  entries      MB | verify ms  entries/s    MB/s  RSS MB | floor ms  RSS MB | reference ms | node -e 0 ms | verify/floor  reference/verify | after start-up: verify/floor  reference/verify');
  for (const v of results.verify) {
    console.log(`${String(v.entries).padStart(9)} ${String(v.mb).padStart(7)} | ${String(v.verify.ms).padStart(9)} ${String(v.verify.entriesPerSec).padStart(10)} ${String(v.verify.mbPerSec).padStart(7)} ${String(v.verify.peakRssMb).padStart(7)} | ${String(v.floor.ms).padStart(8)} ${String(v.floor.peakRssMb).padStart(7)} | ${String(v.reference.ms).padStart(12)} | ${String(v.nodeStartMs).padStart(12)} | ${String(v.verifyOverFloor).padStart(12)} ${String(v.referenceOverVerify).padStart(17)} | ${String(v.work.verifyOverFloor).padStart(28)} ${String(v.work.referenceOverVerify).padStart(17)}`);
  }
  if (results.manySessions) {
    const m = results.manySessions;
    console.log(`\nthe same ${m.entries} entries as ${m.sessions} sessions: verify ${m.verifyMs} ms (one file: ${m.oneFileVerifyMs} ms; whole process, best of 3)`);
  }
  console.log('\ngate on a change adding 1,000 entries (history in sessions of 1,000; best of 3), and pre-push (a typical push: one commit, 10 entries; best of 5)');
  for (const g of results.gate) console.log(`  history ${String(g.history).padStart(9)} entries: gate ${g.newSessionMs} ms as a new session (${g.newSessionVerdict}), ${g.appendMs} ms appended to a session (${g.appendVerdict}); pre-push ${g.prePushMs} ms`);
  const g0 = results.gate[0], g1 = results.gate[results.gate.length - 1];
  console.log(`  gate cost ratio ${g1.history}/${g0.history} history: ${(g1.newSessionMs / g0.newSessionMs).toFixed(2)}x (new session), ${(g1.appendMs / g0.appendMs).toFixed(2)}x (appended)`);
  const gs = results.giantSession;
  console.log(`  worst case, 1,000 entries appended to one session of ${gs.history}: gate ${gs.appendMs} ms (${gs.verdict}); its old lines are read back from git to prove them unchanged`);
  if (results.index) console.log(`\nindex: built over ${results.index.entries} entries in ${results.index.buildMs} ms; log --session S --type T --limit 5: ${results.index.queryMs} ms with the index, ${results.index.scanQueryMs} ms scanning (whole process)`);
  console.log('\nappend');
  for (const [k, v] of Object.entries(results.append)) console.log(`  ${k.padEnd(16)} ${JSON.stringify(v)}`);
  for (const n of sizes) console.log(`  append cost at ${n} vs 1000 existing entries (side by side, best of 5 rounds): ${results.append[`nofsync@${n}`].ratioTo1k}x`);
}
if (results.scrubHostileMs) console.log(`\nscrubber, 1 MB of hostile text (ms, best of 3): ${Object.entries(results.scrubHostileMs).map(([k, v]) => `${JSON.stringify(k)} ${v}`).join(', ')}`);
if (results.stats) {
  const st = results.stats;
  console.log(`\nstats over ${st.sessions} sessions and ${st.entries} entries (${st.agents} agents; whole process, best of 3): ${st.ms} ms (target < 2 s: ${st.ms < 2000 ? 'met' : 'NOT met'}); --html too: ${st.htmlMs} ms; verify of the same ledger ${st.verifyMs} ms (stats/verify ${st.overVerify}×, side by side)`);
}
if (results.claims) printClaims(results.claims);
const h = results.hooks;
if (h) {
  console.log(`\nagent hooks: the command init --agent writes (the project's bin found by sh), run as the agent runs it (sh -c); whole process, median of 41, beside a bare node -e 0 of ${h.nodeStartMs} ms`);
  console.log(`  tool call, Write → file_write        ${String(h.writeMs).padStart(4)} ms  ${h.writeOverNode}× node  (target ≤ 1.5×: ${h.writeOverNode <= 1.5 ? 'met' : 'NOT met'})`);
  console.log(`  tool call, Read → tool_call          ${String(h.readMs).padStart(4)} ms  ${h.readOverNode}× node  (target ≤ 1.5×: ${h.readOverNode <= 1.5 ? 'met' : 'NOT met'})`);
  console.log(`  check, npm test → shell_exec, verification, tree  ${String(h.checkMs).padStart(4)} ms  ${h.checkOverNode}× node  (target ≤ 3×: ${h.checkOverNode <= 3 ? 'met' : 'NOT met'})`);
}
if (process.env.NODE_EXTRA_CA_CERTS) {
  // Seen on this machine: every Node process then parses that CA bundle at start-up (~50 ms here).
  console.log(`(NODE_EXTRA_CA_CERTS is set: each Node process above loads ${process.env.NODE_EXTRA_CA_CERTS} as it starts; the figures keep that cost, as a user here pays it)`);
}
console.log('\n' + JSON.stringify(results));
