import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliAsync } from '../support/cli.js';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlpReceiver.js';
import { AgentRepo } from '../support/agentScenario.js';
import { makeTempDir } from '../support/tempRepo.js';

const DIST = join(REPO_ROOT, 'dist', 'index.js');

/**
 * The action as a runner checks it out: the repository's committed files, with no node_modules
 * (nor build/). Only what the runtime can reach is copied, so a bundle that still needs a package
 * at run time fails here, as it would on GitHub, instead of quietly loading it from this checkout.
 */
let actionCheckout: { dir: string; cleanup: () => void };
beforeAll(() => {
  actionCheckout = makeTempDir('proofledger-action-');
  mkdirSync(join(actionCheckout.dir, 'dist'));
  for (const f of ['action.yml', 'package.json', join('dist', 'index.js')]) cpSync(join(REPO_ROOT, f), join(actionCheckout.dir, f));
});
afterAll(() => actionCheckout.cleanup());

/**
 * Runs the bundled action as the runner would: env vars, an event file, output and summary files.
 * Asynchronous, so that a test can also serve HTTP to it from this process.
 */
async function runAction(repo: AgentRepo, payload: object, inputs: Record<string, string> = {}) {
  const tmp = makeTempDir('proofledger-runner-');
  const eventPath = join(tmp.dir, 'event.json');
  const outputPath = join(tmp.dir, 'output');
  const summaryPath = join(tmp.dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '/tmp',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_SHA: '0'.repeat(40), // a merge commit the action must not use
    INPUT_MODE: 'enforce',
    INPUT_TOKEN: '',
    INPUT_COMMENT: 'true',
    INPUT_STATUS: 'true',
    'INPUT_WORKING-DIRECTORY': '.',
    ...inputs,
  };
  const child = spawn(process.execPath, [join(actionCheckout.dir, 'dist', 'index.js')], { cwd: repo.dir, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(outputPath, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
  const summary = readFileSync(summaryPath, 'utf8');
  tmp.cleanup();
  return { code, stdout, stderr, outputs, summary };
}

function prPayload(repo: AgentRepo, head: string, opts: { title?: string; body?: string; fork?: boolean } = {}) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      title: opts.title ?? 'Agent change',
      body: opts.body ?? '',
      base: { sha: repo.base, ref: 'main', repo: { full_name: 'acme/app' } },
      head: { sha: head, ref: 'claude/change', repo: { full_name: opts.fork ? 'someone/app' : 'acme/app' } },
    },
    repository: { full_name: 'acme/app' },
  };
}

describe('the bundled GitHub Action, run as a process', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('passes an honest PR, with outputs and a summary timeline', async () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    const head = a.commit('Bump a');
    const r = await runAction(a, prPayload(a, head, { body: 'All tests pass.' }));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ verdict: 'pass', findings: '[]', sessions: '["s1"]', entries: '5' });
    expect(r.summary).toContain('## proofledger: ✅ pass');
    expect(r.summary).toContain('```mermaid');
    expect(r.summary).toMatch(/test PASS/);
    expect(r.summary).toContain('| test | ✅ proven |');
  });

  it('fails a dishonest PR: annotations on the ledger line at fault, findings table, failed step', async () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', false);
    a.finish('s1');
    const head = a.commit('Bump a');
    const r = await runAction(a, prPayload(a, head, { body: '✅ tests' }));
    expect(r.code).toBe(1);
    expect(r.outputs['verdict']).toBe('fail');
    const findings = JSON.parse(r.outputs['findings']!) as { code: string }[];
    expect(findings.map((f) => f.code)).toEqual(['CLAIM_UNPROVEN']);
    expect(r.stdout).toMatch(/^::error file=\.proofledger\/sessions\/s1\.jsonl,line=4::CLAIM_UNPROVEN: /m);
    expect(r.stdout).toContain('::error::proofledger: 1 error(s); see the job summary');
    expect(r.summary).toContain('## proofledger: ❌ fail');
    expect(r.summary).toContain('| ❌ error | `CLAIM_UNPROVEN` |');
    expect(r.summary).toContain('test FAIL');
  });

  it('mode: warn reports without failing the step; a fork PR degrades to the summary', async () => {
    a.repo.write('src/a.ts', 'export const a = 3;\n');
    const head = a.commit('Change a\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    const r = await runAction(a, prPayload(a, head, { body: 'Ready to merge', fork: true }), { INPUT_MODE: 'warn' });
    expect(r.code).toBe(0);
    expect(r.outputs['verdict']).toBe('fail');
    expect(r.stdout).toContain('::warning::proofledger: 1 error(s)');
    expect(r.stdout).toContain('::error::NO_EVIDENCE: ');
    expect(r.summary).toContain('comes from a fork');
  });

  it('says exactly what to set when the range is not in the checkout', async () => {
    const r = await runAction(a, prPayload(a, 'f'.repeat(40)));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('could not be fetched: set `fetch-depth: 0` on actions/checkout');
  });

  it('with a token: one PR comment kept up to date across runs, and a commit status (a local HTTP server stands in for the API)', async () => {
    const { createServer } = await import('node:http');
    const comments: { id: number; body: string }[] = [];
    const statuses: { sha: string; state: string; context: string }[] = [];
    const calls: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push(`${req.method} ${req.url!.split('?')[0]}`);
        expect(req.headers['authorization']).toBe('token test-token');
        const json = (code: number, v: unknown) => {
          res.writeHead(code, { 'content-type': 'application/json' });
          res.end(JSON.stringify(v));
        };
        const url = req.url!.split('?')[0]!;
        if (req.method === 'GET' && url === '/repos/acme/app/issues/7/comments') return json(200, comments);
        if (req.method === 'POST' && url === '/repos/acme/app/issues/7/comments') {
          const c = { id: comments.length + 1, body: (JSON.parse(body) as { body: string }).body };
          comments.push(c);
          return json(201, c);
        }
        const patch = /^\/repos\/acme\/app\/issues\/comments\/(\d+)$/.exec(url);
        if (req.method === 'PATCH' && patch) {
          const c = comments.find((x) => x.id === Number(patch[1]))!;
          c.body = (JSON.parse(body) as { body: string }).body;
          return json(200, c);
        }
        const status = /^\/repos\/acme\/app\/statuses\/([0-9a-f]+)$/.exec(url);
        if (req.method === 'POST' && status) {
          statuses.push({ sha: status[1]!, ...(JSON.parse(body) as { state: string; context: string }) });
          return json(201, {});
        }
        json(404, { message: 'Not Found' });
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    try {
      comments.push({ id: 99, body: 'someone else’s comment' });
      a.start('s1');
      a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
      a.finish('s1');
      const head = a.commit('Bump a');
      const env = { INPUT_TOKEN: 'test-token', GITHUB_API_URL: `http://127.0.0.1:${port}` };
      const first = await runAction(a, prPayload(a, head, { body: 'All tests pass' }), env);
      expect(first.code).toBe(1);
      expect(comments).toHaveLength(2);
      expect(comments[1]!.body).toContain('<!-- proofledger:gate -->');
      expect(comments[1]!.body).toContain('CLAIM_UNPROVEN');
      const second = await runAction(a, prPayload(a, head, { body: 'All tests pass' }), env);
      expect(second.code).toBe(1);
      expect(comments).toHaveLength(2); // updated, not a new one per run
      expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual(['PATCH /repos/acme/app/issues/comments/2']);
      expect(statuses).toEqual([
        expect.objectContaining({ sha: head, state: 'failure', context: 'proofledger' }),
        expect.objectContaining({ sha: head, state: 'failure', context: 'proofledger' }),
      ]);
    } finally {
      server.close();
    }
  });

  it('dist/ is what npm run bundle produces from these sources (bundled aside: a test run writes no tracked file)', () => {
    const out = makeTempDir('proofledger-bundle-');
    try {
      const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'bundle.mjs'), join(out.dir, 'index.js')], { cwd: out.dir, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(readFileSync(join(out.dir, 'index.js')).equals(readFileSync(DIST)), 'run `npm run bundle` and commit dist/').toBe(true);
    } finally {
      out.cleanup();
    }
  });
});

describe('the bundled Action with otlp-endpoint: the change and its verdict as OpenTelemetry traces', () => {
  let a: AgentRepo;
  let receiver: OtlpReceiver;
  beforeEach(async () => {
    a = new AgentRepo();
    receiver = await startOtlpReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    a.cleanup();
  });

  it("sends the PR's new entries under the session's own trace, and the verdict as a span linked to it; masks the headers", async () => {
    // The session starts on main; the PR continues it, so its first entry is not part of the change.
    a.start('s1');
    const base = a.commit('session starts on main');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    a.finish('s1');
    const head = a.commit('agent change');
    const payload = { ...prPayload(a, head), pull_request: { ...prPayload(a, head).pull_request, base: { sha: base, ref: 'main', repo: { full_name: 'acme/app' } } } };
    const r = await runAction(a, payload, { 'INPUT_OTLP-ENDPOINT': receiver.url, 'INPUT_OTLP-HEADERS': 'Authorization=Bearer%20tok3n, X-Team=core' });
    expect(r.code).toBe(0);
    expect(r.outputs['verdict']).toBe('pass');
    expect(r.stdout).toContain('::add-mask::Bearer tok3n');
    expect(r.stdout).toMatch(/Sent \d+ span\(s\) to the OpenTelemetry collector/);
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.headers['authorization']).toBe('Bearer tok3n');
    const spans = receiver.spans();
    const gate = spans.find((s) => s.name === 'proofledger gate')!;
    expect(gate.attributes).toMatchObject({ 'proofledger.gate.verdict': 'pass', 'proofledger.gate.errors': 0, 'proofledger.gate.entries': 4, 'vcs.ref.base.revision': base, 'vcs.ref.head.revision': head, 'vcs.change.id': '7', 'proofledger.gate.check.test': 'proven' });
    expect(gate.status.code).toBe(1);
    expect(gate.resource).toMatchObject({ 'service.name': 'proofledger', 'vcs.repository.url.full': 'https://github.com/acme/app', 'vcs.ref.head.revision': head });
    const session = spans.find((s) => s.name === 'invoke_agent claude-code')!;
    expect(session.attributes).toMatchObject({ 'proofledger.entry.first_seq': 1, 'proofledger.entries': 4 });
    expect(gate.links).toEqual([{ traceId: session.traceId, spanId: session.spanId, attributes: { 'proofledger.session': 's1' } }]);
    expect(spans.filter((s) => s.traceId === session.traceId).map((s) => s.name).sort()).toEqual(['execute_tool shell', 'invoke_agent claude-code', 'proofledger.check test']);

    // The same session exported whole from a clone names the same trace and session span.
    const whole = await runCliAsync(['export', 'otlp', '--endpoint', receiver.url], { cwd: a.dir });
    expect(whole.code).toBe(0);
    const again = receiver.requests.at(-1)!.spans.find((s) => s.name === 'invoke_agent claude-code')!;
    expect([again.traceId, again.spanId]).toEqual([session.traceId, session.spanId]);
  });

  it('a collector that refuses or is not there is a warning; the verdict stands', async () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.finish('s1');
    const head = a.commit('unproven agent change');
    receiver.answer(503);
    const down = await runAction(a, prPayload(a, head), { 'INPUT_OTLP-ENDPOINT': 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.outputs['verdict']).toBe('fail');
    expect(down.stdout).toMatch(/::warning::could not send the spans to the OpenTelemetry collector: otlp export to http:\/\/127\.0\.0\.1:9\/v1\/traces failed/);
    const bad = await runAction(a, prPayload(a, head), { 'INPUT_OTLP-ENDPOINT': 'collector:4318' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/::error::proofledger: otlp endpoint: "collector:4318" is not http or https/);
  });
});
