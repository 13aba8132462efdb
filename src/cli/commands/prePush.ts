// `proofledger pre-push <remote> <url>`: git's pre-push protocol. stdin has one line per pushed ref:
// "<local ref> <local sha> <remote ref> <remote sha>". Each range is gated; any fail blocks the push.

import { spawnSync } from 'node:child_process';
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import type { GateResult } from '../../gate/gate.js';
import { formatGateText } from '../../gate/report.js';
import { tryResolveRevisions, type ResolvedRevisions } from '../../git/range.js';
import type { CliContext } from '../context.js';
import { gateRange } from './gate.js';

const ZERO = /^0+$/;

export interface PushedRef {
  localRef: string;
  localSha: string;
  remoteRef: string;
  remoteSha: string;
}

export function parsePushLines(text: string): PushedRef[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => {
      const [localRef = '', localSha = '', remoteRef = '', remoteSha = ''] = l.split(/\s+/);
      return { localRef, localSha, remoteRef, remoteSha };
    });
}

/**
 * The commit the pushed range starts after: the remote's sha, or for a new branch the parent of the
 * oldest commit the remote lacks. When the remote's sha is a commit here, it is resolved with the
 * local sha in one git process, which the gate then reuses.
 */
function baseFor(ctx: CliContext, remote: string, ref: PushedRef): { base: string | null; resolved?: ResolvedRevisions } | 'nothing' {
  if (!ZERO.test(ref.remoteSha)) {
    const resolved = tryResolveRevisions(ctx.layout.root, [ref.localSha, ref.remoteSha]);
    if (resolved) return { base: ref.remoteSha, resolved };
  }
  const args = ['rev-list', '--topo-order', '--reverse', ref.localSha, '--not', `--remotes=${remote}`];
  const r = spawnSync('git', args, { cwd: ctx.layout.root, encoding: 'utf8' });
  const oldest = r.stdout.split('\n').find((l) => l !== '');
  if (!oldest) return 'nothing';
  const parent = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${oldest}^`], { cwd: ctx.layout.root, encoding: 'utf8' });
  return { base: parent.status === 0 ? parent.stdout.trim() : null };
}

export async function prePush(ctx: CliContext, remote: string, stdin: string): Promise<{ results: { ref: PushedRef; result: GateResult }[] }> {
  const results: { ref: PushedRef; result: GateResult }[] = [];
  for (const ref of parsePushLines(stdin)) {
    if (ZERO.test(ref.localSha)) continue; // a delete
    const found = baseFor(ctx, remote, ref);
    if (found === 'nothing') continue;
    const branch = ref.remoteRef.replace(/^refs\/heads\//, '');
    results.push({ ref, result: await gateRange(ctx, { base: found.base, head: ref.localSha, branch, ...(found.resolved ? { resolved: found.resolved } : {}) }) });
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
  if (failed) context.stderr.write('proofledger: push refused: a claimed success is not proven by the ledger (see above). Record the evidence (proofledger exec --check test -- <cmd>) and commit it.\n');
  return failed ? EXIT_CHECK_FAILED : EXIT_OK;
}
