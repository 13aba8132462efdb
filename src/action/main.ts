// The Action as GitHub's toolkit sees it (typescript-action's shape): `run()` reads the runner's
// environment through @actions/core and hands it to runAction, whose logic is tested apart with a
// fake environment. index.ts calls it; @github/local-action calls it with its own toolkit stubs.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { runAction, type ActionEnvironment } from './run.js';
import type { CheckKind } from '../format/generated/configSchema.js';

// The package's version, put in by the bundler (the Action has no package.json to read at run time).
declare const __PROOFLEDGER_VERSION__: string | undefined;
const ACTION_VERSION = typeof __PROOFLEDGER_VERSION__ === 'string' ? __PROOFLEDGER_VERSION__ : '0.0.0';

const CHECKS = new Set(['build', 'test', 'lint', 'typecheck', 'health_probe', 'custom']);

/** The `confirm` input: check kinds, comma or space separated; none by default. */
function confirmInput(text: string): CheckKind[] {
  const kinds = text.split(/[\s,]+/).filter((k) => k !== '');
  for (const k of kinds) if (!CHECKS.has(k)) throw new Error(`input confirm: "${k}" is not a check kind (build, test, lint, typecheck, health_probe, custom)`);
  return kinds as CheckKind[];
}

export async function run(): Promise<void> {
  try {
    await runWithToolkit();
  } catch (err) {
    core.setFailed(`proofledger: ${(err as Error).message}`);
  }
}

async function runWithToolkit(): Promise<void> {
  const eventPath = process.env['GITHUB_EVENT_PATH'];
  const payload = eventPath ? (JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, any>) : {};
  const workdir = core.getInput('working-directory') || '.';
  const workspace = new URL(workdir, `file://${(process.env['GITHUB_WORKSPACE'] ?? process.cwd()).replace(/\/?$/, '/')}`).pathname;
  const mode = (core.getInput('mode') || 'enforce') as 'enforce' | 'warn';
  if (mode !== 'enforce' && mode !== 'warn') throw new Error(`input mode: expected "enforce" or "warn", got "${mode}"`);
  const token = core.getInput('token');
  const env: ActionEnvironment = {
    workspace,
    eventName: process.env['GITHUB_EVENT_NAME'] ?? '',
    payload,
    inputs: { mode, comment: core.getInput('comment') !== 'false', status: core.getInput('status') !== 'false', confirm: confirmInput(core.getInput('confirm')) },
    group: (name, fn) => core.group(name, fn),
    attestationPath: join(process.env['RUNNER_TEMP'] ?? tmpdir(), 'proofledger-attestations'),
    ...(process.env['GITHUB_SERVER_URL'] ? { serverUrl: process.env['GITHUB_SERVER_URL'] } : {}),
    setOutput: core.setOutput,
    annotate: (severity, message, where) => (severity === 'error' ? core.error : severity === 'warning' ? core.warning : core.notice)(message, where),
    writeSummary: async (md) => {
      if (process.env['GITHUB_STEP_SUMMARY']) await core.summary.addRaw(md).write();
    },
    info: core.info,
    warning: core.warning,
    setFailed: core.setFailed,
  };
  const otlpEndpoint = core.getInput('otlp-endpoint');
  if (otlpEndpoint) {
    const { parseHeaders, sendSpans, tracesUrl } = await import('../export/otlp/send.js');
    tracesUrl(otlpEndpoint); // a bad URL is an input error before any work
    const headers = parseHeaders(core.getInput('otlp-headers').split(/[\n,]/).map((h) => h.trim()).filter((h) => h !== ''), 'input otlp-headers');
    for (const value of Object.values(headers)) core.setSecret(value);
    env.exportSpans = (batch) => sendSpans(batch, { endpoint: otlpEndpoint, headers, protocol: 'http/protobuf' });
    env.version = ACTION_VERSION;
  }
  if (token && payload['repository']) {
    const octokit = github.getOctokit(token);
    const [owner, repo] = String(payload['repository'].full_name).split('/') as [string, string];
    const pr = payload['pull_request'];
    env.github = {
      async upsertComment(body, marker) {
        const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: pr.number, per_page: 100 });
        const mine = comments.find((c) => c.body?.includes(marker));
        if (mine) await octokit.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body });
        else await octokit.rest.issues.createComment({ owner, repo, issue_number: pr.number, body });
      },
      async setStatus(state, description) {
        const sha = pr ? pr.head.sha : payload['after'];
        await octokit.rest.repos.createCommitStatus({ owner, repo, sha, state, context: 'proofledger', description: description.slice(0, 140) });
      },
    };
  }
  await runAction(env);
}

