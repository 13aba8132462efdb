// The Action's logic, with its surroundings passed in: the event payload, inputs, and what to do
// with outputs, annotations, the summary, and (when allowed) the PR comment and commit status.

import { ProofledgerError } from '../errors.js';
import { writeActionAttestations } from './attestations.js';
import type { GateResult } from '../gate/gate.js';
import { gateJson } from '../gate/report.js';
import { ensureCommits } from '../git/ensureCommits.js';
import { withFindings } from '../gate/pushedHistory.js';
import { synchronizeFindings } from '../git/replacedSessions.js';
import { gateRepository, type RepositoryGateResult } from '../git/gateRepository.js';
import { confirmOnHead } from '../adapters/confirmChecks.js';
import type { CheckKind } from '../format/generated/configSchema.js';
import type { GateRange } from '../git/range.js';
import type { SpanBatch } from '../export/otlp/spans.js';
import { COMMENT_MARKER, findingsTable, renderSummary } from './summary.js';

export interface ActionEnvironment {
  workspace: string;
  eventName: string;
  payload: Record<string, any>;
  inputs: { mode: 'enforce' | 'warn'; comment: boolean; status: boolean; confirm?: CheckKind[] };
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
    setStatus(state: 'success' | 'failure', description: string): Promise<void>;
  };
}

// GitHub shows at most 10 error and 10 warning annotations per step; the rest go to the summary.
const ANNOTATION_LIMIT = 10;

interface Range extends GateRange {
  label: string;
  fork: boolean;
}

function rangeFromEvent(env: ActionEnvironment): Range {
  const p = env.payload;
  if (p['pull_request']) {
    const pr = p['pull_request'];
    // Never GITHUB_SHA: for pull_request events it is a merge commit that nobody recorded.
    return {
      base: pr.base.sha,
      head: pr.head.sha,
      pr: { title: pr.title ?? '', body: pr.body ?? '' },
      branch: pr.head.ref,
      label: `PR #${pr.number} (${String(pr.base.sha).slice(0, 7)}..${String(pr.head.sha).slice(0, 7)})`,
      fork: Boolean(pr.head.repo && pr.base.repo && pr.head.repo.full_name !== pr.base.repo.full_name),
    };
  }
  if (env.eventName === 'push' && p['after']) {
    const before = /^0+$/.test(p['before'] ?? '0') ? null : p['before'];
    return { base: before, head: p['after'], branch: String(p['ref'] ?? '').replace(/^refs\/heads\//, ''), label: `push ${String(p['after']).slice(0, 7)}`, fork: false };
  }
  throw new ProofledgerError(`unsupported event "${env.eventName}": run this action on pull_request (or push) events`, 'usage');
}

export async function runAction(env: ActionEnvironment): Promise<GateResult> {
  const startMs = Date.now();
  const range = rangeFromEvent(env);
  ensureCommits(env.workspace, [range.base, range.head].filter((s): s is string => s !== null), env.info);
  // A pull request's new head may replace sessions its branch pushed before (a force-push): compared with `before`.
  let result: GateResult = withFindings(await gateRepository(env.workspace, range), synchronizeFindings(env.workspace, env.payload, range.head, env.info));
  if (env.inputs.confirm && env.inputs.confirm.length > 0) {
    result = await confirmOnHead(env.workspace, result as RepositoryGateResult, env.inputs.confirm, { write: (text) => process.stdout.write(text), ...(env.group ? { group: env.group } : {}) });
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
        await env.github.setStatus(result.verdict === 'pass' ? 'success' : 'failure', result.verdict === 'pass' ? 'claims proven by the ledger' : `${errors} error(s): claims not proven`);
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
