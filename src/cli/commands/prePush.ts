// `proofledger pre-push <remote> <url>`: git's pre-push protocol. stdin has one line per pushed ref:
// "<local ref> <local sha> <remote ref> <remote sha>". Each range is gated; any fail blocks the push.

import { spawnSync } from 'node:child_process';
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import type { GateResult } from '../../gate/gate.js';
import { verdictOf, type Finding, type FindingCode } from '../../gate/findings.js';
import { withFindings } from '../../gate/pushedHistory.js';
import { pushedHistoryFindings } from '../../git/replacedSessions.js';
import { formatGateText } from '../../gate/report.js';
import type { CliContext } from '../context.js';
import { gateRange } from './gate.js';

const ZERO = /^0+$/;

/** What to do about each kind of error, said once under the findings. */
const PUSH_ADVICE: Partial<Record<FindingCode, string>> = {
  CLAIM_UNPROVEN: 'run the check through proofledger on the code you commit (`proofledger exec --check test -- npm test`), commit .proofledger/ with it, and push again',
  NO_EVIDENCE: 'record the agent\'s work (`proofledger init --agent <name>`, or `proofledger exec --check test -- <cmd>`) and commit .proofledger/',
  LEDGER_REWRITTEN: 'recorded history was edited, truncated, deleted or renamed: restore those session files as the remote has them (`git checkout <remote branch> -- .proofledger/sessions/<file>`); a ledger is only ever appended to',
  PUSHED_LEDGER_REWRITTEN: 'a session this branch already pushed was edited, deleted or renamed: restore it as the remote has it (`git checkout <remote sha> -- .proofledger/sessions/<file>`) and append to it instead; an attempt you drop stays recorded (its session says how it ended)',
  LEDGER_INVALID: 'a ledger line is malformed or does not match its hash: `proofledger verify` shows where; entries are written only through proofledger',
  SECRET_IN_LEDGER: 'rewrite the commit that adds the line before pushing, and rotate the secret',
  POLICY_CHANGED: 'a change that loosens .proofledger/config.json is judged by the old policy; make it a reviewed change of its own (or set gate.policyChange to "warning")',
};

export interface PushedRef {
  localRef: string;
  localSha: string;
  remoteRef: string;
  remoteSha: string;
}

function parsePushLines(text: string): PushedRef[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => {
      const [localRef = '', localSha = '', remoteRef = '', remoteSha = ''] = l.split(/\s+/);
      return { localRef, localSha, remoteRef, remoteSha };
    });
}

function git(ctx: CliContext, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('git', args, { cwd: ctx.layout.root, encoding: 'utf8' });
  return { ok: r.status === 0, out: (r.stdout ?? '').trim() };
}

const hasCommit = (ctx: CliContext, sha: string): boolean => git(ctx, ['cat-file', '-e', `${sha}^{commit}`]).ok;

/**
 * What the remote has, by its own word: its HEAD and branches (`git ls-remote`), for a push to a
 * URL or a remote whose tracking refs are missing or stale. Empty when it cannot be asked.
 */
function askRemote(ctx: CliContext, remote: string): { head: string | null; oids: string[] } {
  const r = git(ctx, ['ls-remote', '--symref', remote, 'HEAD', 'refs/heads/*']);
  if (!r.ok) return { head: null, oids: [] };
  let head: string | null = null;
  const oids: string[] = [];
  for (const line of r.out.split('\n')) {
    const [oid, name] = line.split('\t');
    if (!oid || !name || oid.startsWith('ref:')) continue;
    if (name === 'HEAD') head = oid;
    else oids.push(oid);
  }
  return { head, oids };
}

/**
 * The revision a pushed branch goes into, as its pull request will be judged: the remote's default
 * branch (its HEAD), else the branch's upstream, else <remote>/main or master. Tracking refs are
 * trusted only when they agree with what git just learned from the remote for this ref; otherwise,
 * and for a push to a URL, the remote is asked.
 */
function targetOf(ctx: CliContext, remote: string, ref: PushedRef): string | null {
  const named = git(ctx, ['remote']).out.split('\n').includes(remote);
  const tracking = named ? git(ctx, ['rev-parse', '--verify', '--quiet', `refs/remotes/${remote}/${ref.remoteRef.replace(/^refs\/heads\//, '')}`]) : null;
  const stale = !named || (!ZERO.test(ref.remoteSha) && (!tracking?.ok || tracking.out !== ref.remoteSha));
  if (!stale) {
    for (const name of [`refs/remotes/${remote}/HEAD`, `${ref.localRef}@{upstream}`, `refs/remotes/${remote}/main`, `refs/remotes/${remote}/master`]) {
      const r = git(ctx, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]);
      if (r.ok) return r.out;
    }
  }
  const asked = askRemote(ctx, remote);
  if (asked.head && hasCommit(ctx, asked.head)) return asked.head;
  if (!ZERO.test(ref.remoteSha) && hasCommit(ctx, ref.remoteSha)) return ref.remoteSha;
  // Nothing the remote names is here: judge what it lacks, by the commits it has that we know.
  const known = asked.oids.filter((o) => hasCommit(ctx, o));
  const notOn = known.length > 0 ? known : named ? [`--remotes=${remote}`] : [];
  const oldest = git(ctx, ['rev-list', '--topo-order', '--reverse', ref.localSha, ...(notOn.length ? ['--not', ...notOn] : [])]).out.split('\n').find((l) => l !== '');
  if (!oldest) return null;
  const parent = git(ctx, ['rev-parse', '--verify', '--quiet', `${oldest}^`]);
  return parent.ok ? parent.out : null;
}

function nothingNew(findings: Finding[]): GateResult {
  return { verdict: verdictOf(findings), findings, sessions: [], entries: 0, claims: [], evidence: [], agentAuthored: false, added: [] };
}

export async function prePush(ctx: CliContext, remote: string, stdin: string): Promise<{ results: { ref: PushedRef; result: GateResult }[] }> {
  const results: { ref: PushedRef; result: GateResult }[] = [];
  for (const ref of parsePushLines(stdin)) {
    if (ZERO.test(ref.localSha)) continue; // a delete
    const branch = ref.remoteRef.replace(/^refs\/heads\//, '');
    // The branch's own history, which the comparison with the target cannot see: what it replaces.
    const replaced = ZERO.test(ref.remoteSha) || ref.remoteSha === ref.localSha ? [] : pushedHistoryFindings(ctx.layout.root, ref.remoteSha, ref.localSha, `the remote's ${branch}`);
    let base = targetOf(ctx, remote, ref);
    if (base !== null) {
      if (base === ref.localSha || git(ctx, ['merge-base', '--is-ancestor', ref.localSha, base]).ok) {
        // Nothing new (a branch reset to its target): only what it replaced is judged.
        if (replaced.length > 0) results.push({ ref, result: nothingNew(replaced) });
        continue;
      }
      // A branch with no history in common with the target (an orphan branch) is judged alone.
      if (!git(ctx, ['merge-base', base, ref.localSha]).ok) base = null;
    }
    results.push({ ref, result: withFindings(await gateRange(ctx, { base, head: ref.localSha, branch, stage: 'push' }), replaced) });
  }
  return { results };
}

/** `proofledger pre-push REMOTE URL` with git's ref lines on stdin: exit 1 blocks the push. */
export async function runPrePush(context: CliContext, remote: string, stdin: string): Promise<number> {
  const { results } = await prePush(context, remote, stdin);
  let failed = false;
  for (const { ref, result } of results) {
    if (result.verdict === 'fail' || result.findings.length > 0) context.stderr.write(formatGateText(result, `${ref.localRef} → ${remote}/${ref.remoteRef.replace(/^refs\/heads\//, '')}`) + '\n');
    if (result.verdict === 'fail') failed = true;
  }
  if (failed) {
    const codes = new Set(results.flatMap(({ result }) => result.findings.filter((f) => f.severity === 'error').map((f) => f.code)));
    context.stderr.write(`proofledger: push refused (see above).\n${[...codes].map((c) => `  ${c}: ${PUSH_ADVICE[c] ?? 'see the finding above'}`).join('\n')}\n`);
  }
  return failed ? EXIT_CHECK_FAILED : EXIT_OK;
}
