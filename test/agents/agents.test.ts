// The real agents from npm, run offline against scripted model APIs, in a sample repository set up by
// `proofledger init --agent X` as a user would; asserts on the ledger and on the veto reaching the model.
// `npm run test:agents` (vitest.agents.config.ts). Environment: PROOFLEDGER_AGENTS=claude-code,gemini runs a subset;
// PROOFLEDGER_AGENTS_CAPTURE=1 rewrites the fixtures in test/vectors/agents (see its README.md);
// PROOFLEDGER_AGENTS_DEBUG=1 prints each agent's output and model requests; PROOFLEDGER_AGENTS_KEEP=1 keeps the temp dirs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it as vitestIt } from 'vitest';
import { AGENT_SPECS, CLAIMS, runAgent, type AgentName } from './support/agents.js';
import { startFakeModel, type FakeModel, type Step } from './support/fakeModels.js';
import { createSampleRepo, REPO_ROOT, type SampleRepo } from './support/sampleRepo.js';

const selected = (process.env.PROOFLEDGER_AGENTS ?? 'claude-code,codex,gemini,opencode,copilot').split(',') as AgentName[];
const KINDS = ['honest', 'dishonest', 'failing'] as const;
type Kind = (typeof KINDS)[number];

interface SessionResult { repo: SampleRepo; model: FakeModel; run: Awaited<ReturnType<typeof runAgent>> }

/** Scrubs machine-specific values from a captured payload: the temp paths become placeholders. */
function scrub(value: unknown, repo: SampleRepo): unknown {
  // Claude Code names its transcript folder after the repo path with every other character as '-'.
  const slug = repo.root.replace(/[^A-Za-z0-9]/g, '-');
  const text = JSON.stringify(value)
    .split(slug).join('<REPO-SLUG>')
    .split(repo.root).join('<REPO>')
    .split(repo.home).join('<HOME>')
    .split(repo.base).join('<BASE>')
    .split(REPO_ROOT).join('<PROOFLEDGER>');
  return JSON.parse(text);
}

function writeFixtures(agent: AgentName, version: string, kind: Kind, repo: SampleRepo): void {
  const dir = join(REPO_ROOT, 'test', 'vectors', 'agents', agent, version);
  mkdirSync(dir, { recursive: true });
  const seen = new Map<string, number>();
  for (const { argv, payload } of repo.captured()) {
    // Copilot's payloads do not name their event: the hook command's argument does (in the capture's name).
    const event = String(payload.hook_event_name ?? payload.type ?? /^\d+-\d+-(\w+)\.json$/.exec(argv)?.[1] ?? 'unknown');
    const tool = payload.tool_name ?? payload.tool ?? payload.toolName;
    const name = `${kind}-${event}${typeof tool === 'string' ? `-${tool}` : ''}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    writeFileSync(join(dir, `${name}${n > 1 ? `-${n}` : ''}.json`), JSON.stringify(scrub(payload, repo), null, 2) + '\n');
  }
}

// Sessions that fail today because of adapter defects issue 15 still lists. Each is asserted to fail
// (it.fails): when the adapter is fixed, the test fails here and the entry must go.
const KNOWN_DEFECTS: Record<string, string> = {};

// Agents whose finish names the model: Codex's payloads carry it; Claude Code's, Gemini's and
// Copilot's transcripts do; opencode's plugin sends it from the message events.
const MODEL_RECORDED = new Set(['claude-code', 'codex', 'gemini', 'copilot', 'opencode']);

for (const agent of selected) {
  const spec = AGENT_SPECS[agent];
  const it = (name: string, fn: () => Promise<void>, timeout?: number): void => {
    const known = KNOWN_DEFECTS[`${agent}:${name.split(':')[0]}`];
    (known ? vitestIt.fails : vitestIt)(known ? `${name} — KNOWN DEFECT: ${known}` : name, fn, timeout);
  };
  describe(`${agent} ${spec.version}`, () => {
    const results = new Map<Kind, SessionResult>();
    afterAll(async () => {
      for (const r of results.values()) { await r.model.close(); if (!process.env.PROOFLEDGER_AGENTS_KEEP) r.repo.cleanup(); }
    });

    async function session(kind: Kind): Promise<SessionResult> {
      const cached = results.get(kind);
      if (cached) return cached;
      const repo = createSampleRepo(agent);
      const steps = JSON.parse(JSON.stringify(spec.script(kind)).split('__ROOT__').join(repo.root)) as Step[];
      const model = await startFakeModel(spec.api, steps);
      const { argv, env } = spec.command(repo, model.url, `Do the ${kind} task in this repository.`);
      const run = await runAgent(argv, env, repo.root);
      const result = { repo, model, run };
      results.set(kind, result);
      if (process.env.PROOFLEDGER_AGENTS_DEBUG) {
        console.error(`--- ${agent} ${kind}: exit ${run.status} in ${run.ms} ms\nstdout: ${run.stdout.slice(-3000)}\nstderr: ${run.stderr.slice(-3000)}`);
        console.error(model.requests.map((r) => `${r.method} ${r.path}`).join('\n'));
        const tools = (model.requests[model.requests.length - 1]?.body as any)?.tools ?? [];
        console.error(`tools offered: ${JSON.stringify(tools.map((t: any) => t.name ?? t.function?.name ?? t.functionDeclarations?.map((d: any) => d.name) ?? t.type))}`);
      }
      // Only on request: the payloads carry fresh ids every run, and a test run must not dirty the checkout.
      if (process.env.PROOFLEDGER_AGENTS_CAPTURE) writeFixtures(agent, spec.version, kind, repo);
      return result;
    }

    const finishes = (repo: SampleRepo) => repo.ledgerEntries().filter((e) => e.type === 'session' && e.event === 'finish');
    /** The ledger's veto reason (its longest quote-free stretch, which JSON escaping leaves as is) in a request. */
    const vetoReachedModel = (repo: SampleRepo, model: FakeModel) => {
      const veto = repo.ledgerEntries().find((e) => e.type === 'session' && e.event === 'veto');
      if (!veto) return false;
      const stretch = String(veto.reason).split(/["\\\n]/).sort((a, b) => b.length - a.length)[0]!;
      return stretch.length > 20 && model.requests.some((r) => r.text.includes(stretch));
    };
    /** The model's answer to the veto is recorded: the session finishes after the veto, with the claim it repeated. */
    const answeredAfterVeto = (repo: SampleRepo, claim: string) => {
      const events = repo.ledgerEntries().filter((e) => e.type === 'session');
      const veto = events.findIndex((e) => e.event === 'veto');
      return veto >= 0 && events.slice(veto + 1).some((e) => e.event === 'finish' && String(e.reason).includes(claim));
    };

    it('honest: the edit, the passing test run and the claim are recorded, and the ledger verifies', async () => {
      const { repo, model, run } = await session('honest');
      expect(model.unknown).toEqual([]);
      expect(run.status, run.stderr.slice(-2000)).toBe(0);
      expect(repo.proofledger(['verify']).status).toBe(0);
      const entries = repo.ledgerEntries();
      expect(entries.some((e) => e.type === 'file_write' && String(e.path).endsWith('sub.js'))).toBe(true);
      const tests = entries.filter((e) => e.type === 'verification' && e.check === 'test');
      expect(tests.some((e) => e.passed === true)).toBe(true);
      expect(repo.proofledger(['evidence', 'test']).status).toBe(0);
      // opencode's session.idle call may still be running when the agent has exited: it is given a moment.
      for (let i = 0; i < 50 && !finishes(repo).some((e) => JSON.stringify(e).includes(CLAIMS.honest)); i++) await new Promise((r) => setTimeout(r, 200));
      expect(finishes(repo).some((e) => JSON.stringify(e).includes(CLAIMS.honest))).toBe(true);
      // The model the agent ran on, from its payload or its transcript (see MODEL_RECORDED).
      if (MODEL_RECORDED.has(agent)) expect(finishes(repo).at(-1)?.agent).toMatchObject({ name: agent, model: expect.any(String) });
    });

    it('dishonest: a claim with no test run is vetoed, and the veto reason reaches the model', async () => {
      const { repo, model, run } = await session('dishonest');
      expect(model.unknown).toEqual([]);
      // A veto is a decision, not a broken hook: Gemini reports a hook that exits 2 as failed.
      expect(run.stderr).not.toMatch(/hook.{0,80}failed/i);
      expect(repo.proofledger(['verify']).status).toBe(0);
      const entries = repo.ledgerEntries();
      expect(entries.some((e) => e.type === 'verification' && e.passed === true)).toBe(false);
      expect(repo.proofledger(['evidence', 'test']).status).not.toBe(0);
      expect(entries.some((e) => e.type === 'session' && e.event === 'veto')).toBe(true);
      expect(vetoReachedModel(repo, model)).toBe(true);
      expect(answeredAfterVeto(repo, CLAIMS.dishonest)).toBe(true);
    });

    // The agent's other modes (opencode: its TUI, and `opencode serve` with a client attached): the veto path again.
    for (const [mode, runMode] of Object.entries(spec.modes ?? {})) {
      const name = `${mode}: the dishonest claim is vetoed there too, the veto reaches the model, and its answer is recorded`;
      if (!runMode) { vitestIt.skip(`${name} (cannot run here)`, () => {}); continue; }
      it(name, async () => {
        const repo = createSampleRepo(agent);
        const steps = JSON.parse(JSON.stringify(spec.script('dishonest')).split('__ROOT__').join(repo.root)) as Step[];
        const model = await startFakeModel(spec.api, steps);
        try {
          const run = await runMode(repo, model.url, 'Do the dishonest task in this repository.');
          if (process.env.PROOFLEDGER_AGENTS_DEBUG) console.error(`--- ${agent} ${mode}: exit ${run.status} in ${run.ms} ms\nstderr: ${run.stderr.slice(-3000)}`);
          expect(model.unknown).toEqual([]);
          expect(repo.proofledger(['verify']).status).toBe(0);
          expect(repo.proofledger(['evidence', 'test']).status).not.toBe(0);
          expect(repo.ledgerEntries().some((e) => e.type === 'session' && e.event === 'veto')).toBe(true);
          expect(vetoReachedModel(repo, model)).toBe(true);
          expect(answeredAfterVeto(repo, CLAIMS.dishonest)).toBe(true);
        } finally {
          await model.close();
          if (!process.env.PROOFLEDGER_AGENTS_KEEP) repo.cleanup();
        }
      });
    }

    it('failing: the build that exits 3 is never recorded as a pass, and "build is green" is vetoed', async () => {
      const { repo, model } = await session('failing');
      expect(model.unknown).toEqual([]);
      expect(repo.proofledger(['verify']).status).toBe(0);
      const builds = repo.ledgerEntries().filter((e) => e.type === 'verification' && e.check === 'build');
      expect(builds.length).toBeGreaterThan(0);
      expect(builds.some((e) => e.passed === true)).toBe(false);
      expect(repo.proofledger(['evidence', 'build']).status).not.toBe(0);
      expect(repo.ledgerEntries().some((e) => e.type === 'session' && e.event === 'veto')).toBe(true);
      expect(vetoReachedModel(repo, model)).toBe(true);
      expect(answeredAfterVeto(repo, CLAIMS.failing)).toBe(true);
    });
  });
}
