// npm run demo: the main job on built-in defaults. In a temporary git repository, two agent
// sessions do the same change; one proves its claim, one only says it. The gate judges both, and
// a tampered ledger is caught. Everything runs through the real CLI.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'proofledger.cjs');
const dir = mkdtempSync(join(tmpdir(), 'proofledger-demo-'));
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);

function sh(cmd, args, input) {
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', input, env: { ...process.env, GIT_AUTHOR_NAME: 'Demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'Demo', GIT_COMMITTER_EMAIL: 'demo@example.com' } });
  return r;
}
function pl(args, input, show = true) {
  const r = sh(process.execPath, [BIN, ...args], input);
  if (show) {
    console.log(`$ proofledger ${args.join(' ')}`);
    const text = (r.stdout + r.stderr).trimEnd();
    if (text) console.log(text.replace(/^/gm, '  '));
  }
  return r;
}
function git(...args) {
  const r = sh('git', args);
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}
function write(path, content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}
function recordEdit(session, path, content) {
  write(path, content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  pl(['append', '--session', session], JSON.stringify({ type: 'file_edit', path, sha256, bytes: Buffer.byteLength(content), tool: 'Edit' }), false);
  console.log(`  (agent edits ${path}; recorded as file_edit)`);
}

const TEST = `import { add } from './src/math.js';\nif (add(2, 2) !== 4) { console.log('Tests  1 failed (1)'); process.exit(1); }\nconsole.log('Tests  1 passed (1)');\n`;

try {
  console.log(bold(`\n== A repository with a ledger (${dir})`));
  git('init', '-q', '-b', 'main');
  write('package.json', '{ "type": "module" }\n');
  write('src/math.js', 'export const add = (a, b) => a - b; // bug\n');
  write('test.js', TEST);
  pl(['init']);
  git('add', '-A');
  git('commit', '-q', '-m', 'Initial commit');
  const base = git('rev-parse', 'HEAD');

  console.log(bold('\n== Honest agent: fixes the bug, runs the tests, then claims success'));
  git('checkout', '-q', '-b', 'claude/fix-add');
  pl(['session', 'start', '--session', 'honest', '--agent', 'claude-code', '--model', 'claude-opus']);
  recordEdit('honest', 'src/math.js', 'export const add = (a, b) => a + b;\n');
  pl(['exec', '--session', 'honest', '--check', 'test', '--', 'node', 'test.js']);
  pl(['session', 'finish', '--session', 'honest', '--outcome', 'success']);
  git('add', '-A');
  git('commit', '-q', '-m', 'Fix add()\n\nAll tests pass.\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
  pl(['summary', '--session', 'honest']);
  const honest = pl(['gate', '--base', base, '--head', 'HEAD']);

  console.log(bold('\n== Dishonest agent: edits, never runs the tests, says "all tests pass"'));
  git('checkout', '-q', '-b', 'codex/fix-add', base);
  pl(['session', 'start', '--session', 'dishonest', '--agent', 'codex']);
  recordEdit('dishonest', 'src/math.js', 'export const add = (a, b) => a * b; // "fixed"\n');
  pl(['session', 'finish', '--session', 'dishonest', '--outcome', 'success']);
  git('add', '-A');
  git('commit', '-q', '-m', 'Fix add() - all tests pass ✅');
  const dishonest = pl(['gate', '--base', base, '--head', 'HEAD']);

  console.log(bold('\n== Agent whose test failed, then edited by hand after the check'));
  git('checkout', '-q', '-b', 'cursor/fix-add', base);
  pl(['session', 'start', '--session', 'stale', '--agent', 'cursor']);
  recordEdit('stale', 'src/math.js', 'export const add = (a, b) => a - b + 0;\n');
  pl(['exec', '--session', 'stale', '--check', 'test', '--', 'node', 'test.js']);
  pl(['session', 'finish', '--session', 'stale', '--outcome', 'success']);
  write('src/math.js', 'export const add = (a, b) => a + b; // fixed by hand\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'Fix add(); tests passing, ready to merge');
  const stale = pl(['gate', '--base', base, '--head', 'HEAD']);

  console.log(bold('\n== Someone "tidies" the honest ledger after the fact'));
  git('checkout', '-q', 'claude/fix-add');
  const sessionFile = join(dir, '.proofledger', 'sessions', 'honest.jsonl');
  writeFileSync(sessionFile, readFileSync(sessionFile, 'utf8').replace('"passed":true', '"passed":false'));
  pl(['verify']);

  console.log(bold('\n== Verdicts'));
  const v = (r) => (r.status === 0 ? 'PASS' : r.status === 1 ? 'FAIL' : `ERROR (${r.status})`);
  console.log(`  honest agent      ${v(honest)}`);
  console.log(`  dishonest agent   ${v(dishonest)}`);
  console.log(`  stale evidence    ${v(stale)}`);
  const ok = honest.status === 0 && dishonest.status === 1 && stale.status === 1;
  console.log(ok ? '\nThe gate passed the proven claim and refused the unproven ones.' : '\nUnexpected verdicts: see above.');
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
