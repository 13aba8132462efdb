// Generates the pure gate's test vectors: test/vectors/gate/<case>.json, each a GateInput as data
// (session files as text), the base policy's config, and the finding codes it must give — by
// construction. test/gate/vectors.test.ts walks them through runGate.
//
//   node scripts/vectors/gategen.mjs [OUT_DIR]     (default test/vectors/gate; needs `npm run build`)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalize } from '../../build/format/canonical.js';
import { computeEntryHash } from '../../build/format/entry.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = process.argv[2] ?? join(root, 'test', 'vectors', 'gate');
const TREE = 'ab'.repeat(20);
const SHA = (c) => c.repeat(64);

/** A session file's text: the payloads chained as the writer chains them. */
function session(id, payloads) {
  let prev = '0'.repeat(64);
  return payloads.map((p, i) => {
    const e = { v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), session: id, prev, ...p };
    e.hash = computeEntryHash(e);
    prev = e.hash;
    return canonicalize(e) + '\n';
  }).join('');
}
const start = { type: 'session', event: 'start', agent: { name: 'claude-code' }, source: 'hook:claude-code' };
const edit = { type: 'file_edit', path: 'src/a.js', sha256: SHA('a'), bytes: 10, source: 'hook:claude-code' };
const test = (extra = {}) => ({ type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, tests: { passed: 3, failed: 0, skipped: 0 }, tree: TREE, source: 'hook:claude-code', ...extra });
const finish = { type: 'session', event: 'finish', outcome: 'success', source: 'hook:claude-code' };
const change = { path: 'src/a.js', status: 'modified', headOid: 'c'.repeat(40), headSha256: SHA('a') };
const agentCommit = { sha: 'd'.repeat(40), author: 'Dev <dev@example.com>', message: 'Change a\n\nCo-Authored-By: Claude <noreply@anthropic.com>' };
const humanCommit = { sha: 'e'.repeat(40), author: 'Dev <dev@example.com>', message: 'Change a. All tests pass.' };
const added = (text) => [{ path: '.proofledger/sessions/s1.jsonl', status: 'added', headText: text }];

const cases = {
  'honest-exact-tree': { ledger: added(session('s1', [start, edit, test(), finish])), changes: [change], commits: [agentCommit], expect: [] },
  'no-test-run': { ledger: added(session('s1', [start, edit, finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'failed-test-run': { ledger: added(session('s1', [start, edit, test({ passed: false, exitCode: 1, tests: { passed: 2, failed: 1, skipped: 0 } }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'zero-tests': { ledger: added(session('s1', [start, edit, test({ tests: { passed: 0, failed: 0, skipped: 2 } }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'contradictory-verification': { ledger: added(session('s1', [start, edit, test({ exitCode: 1 }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN', 'error:LEDGER_INVALID'] },
  'appended-verification': { ledger: added(session('s1', [start, edit, test({ source: 'append' }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'appended-verification-allowed': { ledger: added(session('s1', [start, edit, test({ source: 'append' }), finish])), changes: [change], commits: [agentCommit], config: { gate: { acceptAppendedEvidence: true } }, expect: [] },
  'unobserved-result': { ledger: added(session('s1', [start, edit, test({ passed: null, exitCode: null, tests: undefined }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'wrong-tree': { ledger: added(session('s1', [start, edit, test({ tree: 'ef'.repeat(20) }), finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'edit-after-test': { ledger: added(session('s1', [start, test(), edit, finish])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'agent-change-no-ledger': { ledger: [], changes: [change], commits: [agentCommit], expect: ['error:NO_EVIDENCE'] },
  'human-claim-no-ledger': { ledger: [], changes: [change], commits: [humanCommit], expect: ['warning:NO_EVIDENCE'] },
  'human-claim-quiet-policy': { ledger: [], changes: [change], commits: [humanCommit], config: { gate: { humanClaims: 'off' } }, expect: [] },
  'docs-only-agent-change': { ledger: added(session('s1', [start, { ...edit, path: 'docs/guide.md' }, finish])), changes: [{ ...change, path: 'docs/guide.md' }], commits: [agentCommit], expect: [] },
  'rewritten-at-base': { ledger: [{ path: '.proofledger/sessions/s0.jsonl', status: 'modified', base: { size: 500, intact: false, lines: 3, lastLine: null }, headText: '' }], changes: [], commits: [humanCommit], expect: ['error:LEDGER_REWRITTEN', 'warning:NO_EVIDENCE'] },
  'renamed-session': { ledger: [{ path: '.proofledger/sessions/s9.jsonl', from: '.proofledger/sessions/s0.jsonl', status: 'renamed' }], changes: [], commits: [], expect: ['error:LEDGER_REWRITTEN'] },
  'secret-in-ledger': { ledger: added(session('s1', [start, edit, test(), { type: 'shell_exec', command: 'echo ghp_16C7e42F292c6912E7710c838347Ae178B4a', cwd: '.', exitCode: 0, signal: null }, finish])), changes: [change], commits: [agentCommit], expect: ['error:SECRET_IN_LEDGER'] },
  'requires-evidence-claims-policy': { ledger: added(session('s1', [start, edit, { ...finish, outcome: 'unknown' }])), changes: [change], commits: [agentCommit], config: { gate: { requireEvidence: 'claims' } }, expect: [] },
  'policy-loosened': { ledger: [], changes: [], commits: [], configChange: { base: '{"version":1,"gate":{"strict":true}}', head: '{"version":1,"gate":{"strict":false}}' }, expect: ['error:POLICY_CHANGED'] },
  // Work in progress (issue 22): at a push, an agent's change with nothing claimed and no session
  // finished is a warning; what is claimed or finished is held as at the PR; the PR gate always is.
  'push-work-in-progress': { ledger: added(session('s1', [start, edit])), changes: [change], commits: [agentCommit], stage: 'push', expect: ['warning:CLAIM_UNPROVEN'] },
  'push-work-in-progress-failed-run': { ledger: added(session('s1', [start, edit, test({ passed: false, exitCode: 1, tests: { passed: 2, failed: 1, skipped: 0 } })])), changes: [change], commits: [agentCommit], stage: 'push', expect: ['warning:CLAIM_UNPROVEN'] },
  'push-agent-no-ledger': { ledger: [], changes: [change], commits: [agentCommit], stage: 'push', expect: ['warning:NO_EVIDENCE'] },
  'push-finished-unproven': { ledger: added(session('s1', [start, edit, { ...finish, outcome: 'failure' }])), changes: [change], commits: [agentCommit], stage: 'push', expect: ['error:CLAIM_UNPROVEN'] },
  'push-claimed-in-commit': { ledger: added(session('s1', [start, edit])), changes: [change], commits: [humanCommit], stage: 'push', expect: ['error:CLAIM_UNPROVEN'] },
  'push-policy-as-pull-request': { ledger: added(session('s1', [start, edit])), changes: [change], commits: [agentCommit], stage: 'push', config: { gate: { prePush: 'pull-request' } }, expect: ['error:CLAIM_UNPROVEN'] },
  'pull-request-work-in-progress': { ledger: added(session('s1', [start, edit])), changes: [change], commits: [agentCommit], expect: ['error:CLAIM_UNPROVEN'] },
  'policy-tightened': { ledger: [], changes: [], commits: [], configChange: { base: '{"version":1}', head: '{"version":1,"gate":{"strict":true}}' }, expect: ['notice:POLICY_CHANGED'] },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [name, c] of Object.entries(cases)) {
  const { expect, config, configChange, ...input } = c;
  const vector = { input: { ...input, headTree: TREE, ...(configChange ? { config: configChange } : {}) }, config: config ?? {}, expect: [...expect].sort() };
  writeFileSync(join(out, `${name}.json`), JSON.stringify(vector, null, 2) + '\n');
}
console.log(`${Object.keys(cases).length} vectors in ${out}`);
