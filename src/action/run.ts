// The Action's logic, with its surroundings passed in: the event payload, inputs, and what to do
// with outputs, annotations, the summary, and (when allowed) the PR comment and commit status.

import { ProofledgerError } from '../errors.js';
import { writeActionAttestations } from './attestations.js';
import type { GateResult } from '../gate/gate.js';
import { gateJson } from '../gate/report.js';
import { ensureCommits, originBranchTip, resolveOrFetch } from '../git/ensureCommits.js';
import { withFindings } from '../gate/pushedHistory.js';
import { synchronizeFindings } from '../git/replacedSessions.js';
import { gateRepository, type RepositoryGateResult } from '../git/gateRepository.js';
import { gateQueue } from '../git/gateQueue.js';
import { confirmOnHead } from '../adapters/confirmChecks.js';
import type { CheckKind } from '../format/generated/configSchema.js';
import { baseForBranch, type GateRange } from '../git/range.js';
import type { SpanBatch } from '../export/otlp/spans.js';
import { COMMENT_MARKER, errorSummary, findingsTable, nothingSummary, renderSummary } from './summary.js';
import { boundGateText } from '../gate/textBounds.js';

export interface ActionEnvironment {
  workspace: string;
  eventName: string;
  payload: Record<string, any>;
  inputs: {
    mode: 'enforce' | 'warn';
    comment: boolean;
    status: boolean;
    confirm?: CheckKind[];
    /** Variables handed to confirm commands beyond the allow-list (confirm-env). */
    confirmEnv?: string[];
    /** The explicit opt-in to confirm under pull_request_target (confirm-pull-request-target). */
    confirmPullRequestTarget?: boolean;
    /** An explicit range (by name or id), for workflow_dispatch and triggers with no range of their own. */
    base?: string;
    head?: string;
  };
  /** GITHUB_SHA: the commit a workflow_dispatch or schedule run is for (never used for pull requests). */
  sha?: string;
  /** Output in a collapsible group of the log (core.group). */
  group?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The folder to write the in-toto Statements to (the `attestation`, `attestations`, `predicate`, `test-results`, `subject-name` and `subject-digest` outputs). */
  attestationPath?: string;
  /** GITHUB_SERVER_URL, for the attestations' subject name. */
  serverUrl?: string;
  setOutput(name: string, value: string): void;
  annotate(severity: 'error' | 'warning' | 'notice', message: string, where: { file?: string; startLine?: number }): void;
  writeSummary(markdown: string): Promise<void>;
  info(message: string): void;
  warning(message: string): void;
  setFailed(message: string): void;
  /** Sends spans to the OpenTelemetry collector named by the otlp-endpoint input, when it is set. */
  exportSpans?(batch: SpanBatch): Promise<void>;
  /** The Action's version, for the exported spans' resource. */
  version?: string;
  /** Present when a token is available. */
  github?: {
    upsertComment(body: string, marker: string): Promise<void>;
    setStatus(state: 'success' | 'failure', description: string, sha: string): Promise<void>;
  };
}

// GitHub shows at most 10 error and 10 warning annotations per step; the rest go to the summary.
const ANNOTATION_LIMIT = 10;

const ZERO = /^0+$/;
const short = (sha: string | null): string => (sha === null ? 'root' : String(sha).slice(0, 7));

interface Range extends GateRange {
  label: string;
  fork: boolean;
  /** A merge queue's commit: judged entry by entry (gateQueue). */
  queue?: boolean;
  /** A pull_request synchronize's previous head (the payload's `before`), kept for checks of what the push replaced. */
  before?: string;
}

/** An event with nothing to judge (a tag push, a deletion, a branch with no new commit): said, and the step passes. */
interface NothingToJudge {
  nothing: string;
  label: string;
}

/** Errors whose job summary runAction wrote already (main.ts writes one for any other). */
export const summarized = new WeakSet<object>();

/** Events whose payload names a pull request (its base and head). */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

/**
 * A branch judged as its pull request will be, as pre-push judges a new branch: against the
 * default branch's tip (its merge-base, its policy); alone from its root when they share no history.
 */
function againstDefaultBranch(env: ActionEnvironment, head: string, branch: string, what: string): Range | NothingToJudge {
  const defaultBranch = env.payload['repository']?.['default_branch'] as string | undefined;
  if (!defaultBranch) throw new ProofledgerError(`${what}: the event names no default branch (repository.default_branch) to judge it against: give the range with the inputs base and head`, 'usage');
  ensureCommits(env.workspace, [head], env.info);
  if (branch === defaultBranch) return { base: null, head, branch, label: `${what} (${defaultBranch} itself, judged from its root)`, fork: false };
  const target = originBranchTip(env.workspace, defaultBranch, env.info);
  if (!target) throw new ProofledgerError(`${what}: the default branch ${defaultBranch} is not on origin nor in the checkout, and a branch is judged against it: set \`fetch-depth: 0\` on actions/checkout`, 'io');
  ensureCommits(env.workspace, [target], env.info);
  const base = baseForBranch(env.workspace, target, head);
  if (base === 'contained') return { nothing: `${short(head)} is already on ${defaultBranch}: nothing new to judge`, label: what };
  return { base, head, branch, label: base === null ? `${what} (no history shared with ${defaultBranch}: judged from its root)` : `${what} (against ${defaultBranch}: ${short(base)}..${short(head)})`, fork: false };
}

function rangeFromEvent(env: ActionEnvironment): Range | NothingToJudge {
  const p = env.payload;
  const inputs = { base: env.inputs.base || (env.eventName === 'workflow_dispatch' ? String(p['inputs']?.['base'] ?? '') : ''), head: env.inputs.head || (env.eventName === 'workflow_dispatch' ? String(p['inputs']?.['head'] ?? '') : '') };
  if (inputs.base || inputs.head) {
    // An explicit range (workflow_dispatch, schedule, any other trigger): base and head, by name or id.
    const head = inputs.head ? resolveOrFetch(env.workspace, inputs.head, env.info) : (env.sha ?? null);
    if (!head) throw new ProofledgerError(`input head: "${inputs.head || '(GITHUB_SHA)'}" is not a commit here nor a branch of origin`, 'usage');
    if (!inputs.base) return againstDefaultBranch(env, head, String(p['ref'] ?? '').replace(/^refs\/heads\//, ''), `${env.eventName} ${short(head)}`);
    const base = resolveOrFetch(env.workspace, inputs.base, env.info);
    if (!base) throw new ProofledgerError(`input base: "${inputs.base}" is not a commit here nor a branch of origin`, 'usage');
    return { base, head, label: `${env.eventName} ${inputs.base}..${inputs.head || short(head)} (${short(base)}..${short(head)})`, fork: false };
  }
  if (p['pull_request'] && PULL_REQUEST_EVENTS.has(env.eventName)) {
    const pr = p['pull_request'];
    // Never GITHUB_SHA: for pull_request events it is a merge commit that nobody recorded.
    return {
      base: pr.base.sha,
      head: pr.head.sha,
      pr: { title: boundGateText(pr.title ?? ''), body: boundGateText(pr.body ?? '') },
      branch: pr.head.ref,
      label: `PR #${pr.number} (${short(pr.base.sha)}..${short(pr.head.sha)})`,
      // Under pull_request_target the token can write even for a fork's PR: it comments as usual.
      fork: env.eventName !== 'pull_request_target' && Boolean(pr.head.repo && pr.base.repo && pr.head.repo.full_name !== pr.base.repo.full_name),
      ...(p['action'] === 'synchronize' && typeof p['before'] === 'string' && !ZERO.test(p['before']) ? { before: p['before'] } : {}),
    };
  }
  if (env.eventName === 'merge_group' && p['merge_group']) {
    // The queue's commit: base_sha..head_sha is the change of the PRs in the group, their sessions with it.
    const g = p['merge_group'];
    return { base: g.base_sha, head: g.head_sha, queue: true, label: `merge queue for ${String(g.base_ref ?? '').replace(/^refs\/heads\//, '')} (${short(g.base_sha)}..${short(g.head_sha)})`, fork: false };
  }
  if (env.eventName === 'push') {
    const ref = String(p['ref'] ?? '');
    const after = String(p['after'] ?? '');
    if (p['deleted'] === true || ZERO.test(after)) return { nothing: `${ref} was deleted: nothing to judge`, label: `push ${ref}` };
    if (!ref.startsWith('refs/heads/')) return { nothing: `${ref} is not a branch: a tag adds no change of its own (its commits are judged on their branch's push or pull request)`, label: `push ${ref}` };
    const branch = ref.slice('refs/heads/'.length);
    const before = String(p['before'] ?? '');
    if (p['created'] === true || ZERO.test(before)) return againstDefaultBranch(env, after, branch, `push of new branch ${branch}`);
    ensureCommits(env.workspace, [after], env.info);
    // A force push may have replaced `before` with an unrelated history, or dropped it from origin.
    try {
      ensureCommits(env.workspace, [before], env.info);
    } catch {
      env.annotate('notice', `proofledger: ${short(before)}, the commit this push replaced, cannot be fetched (a force push?): ${branch} is judged against the default branch instead`, {});
      return againstDefaultBranch(env, after, branch, `push ${branch}`);
    }
    const base = baseForBranch(env.workspace, before, after);
    if (base === 'contained') return { nothing: `${short(after)} is already in ${short(before)}, what ${branch} had: nothing new to judge`, label: `push ${branch}` };
    if (base === null) return againstDefaultBranch(env, after, branch, `push ${branch} (force-pushed over an unrelated history)`);
    return { base, head: after, branch, label: `push ${branch} (${short(before)}..${short(after)})`, fork: false };
  }
  if (env.eventName === 'workflow_dispatch' || env.eventName === 'schedule') {
    const head = env.sha;
    if (!head) throw new ProofledgerError(`${env.eventName}: GITHUB_SHA is not set: give the range with the inputs base and head`, 'usage');
    return againstDefaultBranch(env, head, String(p['ref'] ?? '').replace(/^refs\/heads\//, ''), `${env.eventName} on ${String(p['ref'] ?? short(head)).replace(/^refs\/heads\//, '')}`);
  }
  if (env.eventName === 'create' || env.eventName === 'delete') {
    return { nothing: `a ${String(p['ref_type'] ?? 'ref')} was ${env.eventName === 'create' ? 'created' : 'deleted'}: nothing to judge (a branch's commits are judged on its push or pull request)`, label: `${env.eventName} ${String(p['ref'] ?? '')}` };
  }
  throw new ProofledgerError(`unsupported event "${env.eventName}": proofledger judges pull_request, pull_request_target, pull_request_review, merge_group, push, workflow_dispatch and schedule events; for another trigger give the range with the inputs base and head`, 'usage');
}

export async function runAction(env: ActionEnvironment): Promise<GateResult | null> {
  try {
    return await judgeEvent(env);
  } catch (err) {
    // Every outcome has a summary: an error's says what went wrong and what to set.
    await env.writeSummary(errorSummary(`${env.eventName || 'event'}`, (err as Error).message));
    summarized.add(err as object);
    throw err;
  }
}

async function judgeEvent(env: ActionEnvironment): Promise<GateResult | null> {
  const startMs = Date.now();
  const confirm = env.inputs.confirm ?? [];
  if (env.eventName === 'pull_request_target' && confirm.length > 0 && !env.inputs.confirmPullRequestTarget) {
    throw new ProofledgerError('confirm under pull_request_target is refused: it would run the pull request\'s code with the base repository\'s write token and secrets (the workflow is the base\'s, so nothing limits what that code does with them). Judge from git objects alone here (no confirm), confirm on pull_request, or set confirm-pull-request-target: true to accept that risk', 'usage');
  }
  const range = rangeFromEvent(env);
  if ('nothing' in range) {
    env.annotate('notice', `proofledger: ${range.nothing}`, {});
    env.setOutput('verdict', 'skipped');
    await env.writeSummary(nothingSummary(range.label, range.nothing));
    return null;
  }
  ensureCommits(env.workspace, [range.base, range.head].filter((s): s is string => s !== null), env.info);
  // A pull request's new head may replace sessions its branch pushed before (a force-push): compared with `before`.
  let result: GateResult = withFindings(
    range.queue && range.base ? await gateQueue(env.workspace, range.base, range.head) : await gateRepository(env.workspace, range),
    synchronizeFindings(env.workspace, env.payload, range.head, env.info),
  );
  if (confirm.length > 0) {
    result = await confirmOnHead(env.workspace, result as RepositoryGateResult, confirm, { write: (text) => process.stdout.write(text), ...(env.group ? { group: env.group } : {}), passEnv: env.inputs.confirmEnv ?? [] });
  }

  const json = gateJson(result) as { findings: unknown };
  env.setOutput('verdict', result.verdict);
  env.setOutput('findings', JSON.stringify(json.findings));
  env.setOutput('sessions', JSON.stringify(result.sessions));
  env.setOutput('entries', String(result.entries));
  if (env.attestationPath) {
    writeActionAttestations({ workspace: env.workspace, folder: env.attestationPath, serverUrl: env.serverUrl, repository: env.payload['repository']?.['full_name'], setOutput: env.setOutput, warning: env.warning }, result, range);
  }

  const counts = { error: 0, warning: 0, notice: 0 };
  const overflow = [];
  for (const f of result.findings) {
    if (counts[f.severity]++ < ANNOTATION_LIMIT) {
      env.annotate(f.severity, `${f.code}: ${f.message}`, { ...(f.path ? { file: f.path } : {}), ...(f.line ? { startLine: f.line } : {}) });
    } else overflow.push(f);
  }
  let summary = renderSummary(result, range.label);
  if (overflow.length > 0) summary += `\n_${overflow.length} finding(s) beyond GitHub's annotation limit are listed in the table above._\n`;
  if (range.fork) summary += '\n_This pull request comes from a fork: its token cannot comment or set statuses, so the result is in this summary only._\n';
  await env.writeSummary(summary);

  if (env.github && !range.fork) {
    try {
      if (env.inputs.comment && range.pr) {
        await env.github.upsertComment(`${COMMENT_MARKER}\n### proofledger: ${result.verdict === 'pass' ? '✅ pass' : '❌ fail'}\n\n${findingsTable(result.findings)}`, COMMENT_MARKER);
      }
      if (env.inputs.status) {
        const errors = result.findings.filter((f) => f.severity === 'error').length;
        await env.github.setStatus(result.verdict === 'pass' ? 'success' : 'failure', result.verdict === 'pass' ? 'claims proven by the ledger' : `${errors} error(s): claims not proven`, range.head);
      }
    } catch (err) {
      env.warning(`could not comment or set a status (${(err as Error).message}); the result is in the job summary`);
    }
  }

  if (env.exportSpans) await exportGate(env, result, range, startMs);

  if (result.verdict === 'fail') {
    const message = `proofledger: ${result.findings.filter((f) => f.severity === 'error').length} error(s); see the job summary`;
    if (env.inputs.mode === 'warn') env.warning(message);
    else env.setFailed(message);
  }
  return result;
}

/** The change's new entries and the verdict, to the org's collector. A collector that is down is a warning: it never fails the check. */
async function exportGate(env: ActionEnvironment, result: GateResult, range: Range, startMs: number): Promise<void> {
  const { gateBatch } = await import('../export/otlp/gateExport.js');
  const p = env.payload;
  const batch = gateBatch({
    root: env.workspace,
    result,
    repository: {
      head: range.head,
      ...(range.branch ? { branch: range.branch } : {}),
      ...(p['repository']?.['full_name'] ? { githubRepository: String(p['repository']['full_name']) } : {}),
      ...(typeof p['repository']?.['html_url'] === 'string' ? { serverUrl: new URL(p['repository']['html_url']).origin } : {}),
    },
    base: range.base,
    ...(typeof p['pull_request']?.['number'] === 'number' ? { pullRequest: p['pull_request']['number'] } : {}),
    startMs,
    endMs: Date.now(),
    version: env.version ?? '0.0.0',
  });
  try {
    await env.exportSpans!(batch);
    env.info(`Sent ${batch.spans.length} span(s) to the OpenTelemetry collector`);
  } catch (err) {
    env.warning(`could not send the spans to the OpenTelemetry collector: ${(err as Error).message}`);
  }
}
