// Turns agent events into ledger entries through the core writer, and decides whether an agent may
// stop: a stop that claims success the evidence rule would not accept is vetoed (where the agent's
// hooks can veto), so the agent goes back and proves it.

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { appendEntry, type AppendOptions } from '../../store/append.js';
import { canonicalSha256, sha256Hex } from '../../format/digest.js';
import type { ProofledgerConfig } from '../../format/generated/configSchema.js';
import { ProofledgerError } from '../../errors.js';
import { LEDGER_DIR, repoRelativeCwd, sessionFilePath, type LedgerLayout } from '../../store/layout.js';
import type { Scrubber } from '../../scrub/scrub.js';
import type { TestedContent } from '../../git/repository.js';
import { checkClassifier } from '../checkCommands.js';
import { checkPassed, parseTestCounts } from '../testOutput.js';
// The stop veto's rule (the gate's policy, claims, evidence, verified reads) and git are loaded only
// by the events that use them: every tool call an agent makes waits for this hook.
const stopRule = () => Promise.all([import('../../gate/sessionClaim.js'), import('../../gate/evidence.js'), import('../../gate/policy.js'), import('../../store/sessionEvidence.js'), import('../../git/repository.js')]);
import type { AgentEvent, AgentName } from './agentEvents.js';

export interface HookContext {
  layout: LedgerLayout;
  config: ProofledgerConfig;
  append: AppendOptions & { scrubber: Scrubber };
  agent: AgentName;
  agentSession: string;
  cwd: string;
}

export interface HookOutcome {
  exitCode: 0 | 1 | 2;
  stdout?: string;
  stderr?: string;
  /** The ledger session the events went to. */
  session: string;
}

/** One agent session → one ledger session, the same id every time the agent resumes it. */
function ledgerSessionFor(agent: AgentName, agentSession: string): string {
  const id = `${agent}-${agentSession}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 128);
  return /^[A-Za-z0-9]/.test(id) ? id : `s${id.slice(0, 127)}`;
}

interface TurnState {
  finished: boolean;
  /**
   * Commands the agent left running, by its key: what ran, and the tree it ran on (taken when the
   * agent reported it running). null: the key was used again before the first one ended, so which
   * command a later end belongs to cannot be known, and none is recorded for it.
   */
  running?: Record<string, { command: string; tested?: TestedContent } | null>;
}

function statePath(layout: LedgerLayout, session: string): string {
  return join(layout.ledgerDir, 'tmp', 'agent-state', `${session}.json`);
}

function readState(layout: LedgerLayout, session: string): TurnState {
  try {
    return JSON.parse(readFileSync(statePath(layout, session), 'utf8')) as TurnState;
  } catch {
    return { finished: false };
  }
}

function writeState(layout: LedgerLayout, session: string, state: TurnState): void {
  const path = statePath(layout, session);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(state));
}


export async function recordAgentEvents(events: readonly AgentEvent[], ctx: HookContext): Promise<HookOutcome> {
  const session = ledgerSessionFor(ctx.agent, ctx.agentSession);
  const path = sessionFilePath(ctx.layout, session);
  const append = (payload: Record<string, unknown>) => appendEntry(ctx.layout, session, payload, { ...ctx.append, source: `hook:${ctx.agent}` });
  const agent = { name: ctx.agent };
  const ensureStarted = (model?: string): void => {
    if (!existsSync(path) || statSync(path).size === 0) append({ type: 'session', event: 'start', agent: { ...agent, ...(model ? { model } : {}) } });
  };
  /**
   * A shell_exec, and a verification when the command is a check, run on `tested` (null: not known)
   * or else on the working tree as it is now; a command still running has no result yet. Returns the
   * tree a check ran on.
   */
  const recordShell = async (e: { command: string; stdout?: string; stderr?: string; output?: string; durationMs?: number; running?: boolean }, exitCode: number | null, output: string, tested?: TestedContent | null): Promise<TestedContent | undefined> => {
    ensureStarted();
    const exec = append({
      type: 'shell_exec',
      command: e.command,
      cwd: repoRelativeCwd(ctx.layout.root, ctx.cwd),
      exitCode,
      signal: null,
      ...(e.durationMs !== undefined ? { durationMs: e.durationMs } : {}),
      ...(e.stdout !== undefined ? { stdoutBytes: Buffer.byteLength(e.stdout), stdoutSha256: sha256Hex(e.stdout) } : e.output !== undefined ? { stdoutBytes: Buffer.byteLength(e.output), stdoutSha256: sha256Hex(e.output) } : {}),
      ...(e.stderr !== undefined ? { stderrBytes: Buffer.byteLength(e.stderr), stderrSha256: sha256Hex(e.stderr) } : {}),
    });
    const check = checkClassifier(ctx.config)(e.command);
    if (!check) return undefined;
    // Still running: what it printed so far is no result (a runner's first passing summary is not its last).
    const tests = e.running ? null : parseTestCounts(output);
    const passed = e.running ? null : checkPassed(exitCode, tests);
    if (tested === undefined) {
      try {
        tested = await (await import('../../git/repository.js')).testedContent(ctx.cwd);
      } catch (err) {
        process.stderr.write(`proofledger: WARNING: the ${check} run is recorded without the tree it ran on (${(err as Error).message})\n`);
      }
    }
    append({
      type: 'verification', check, passed, command: e.command, exitCode, ...(e.durationMs !== undefined ? { durationMs: e.durationMs } : {}),
      outputSha256: sha256Hex(output), ...(tests ? { tests } : {}), ...(tested ?? {}), execId: exec.entry.id,
    });
    return tested ?? undefined;
  };
  const state = readState(ctx.layout, session);
  const stateBefore = JSON.stringify(state);
  let outcome: HookOutcome = { exitCode: 0, session };

  for (const e of events) {
    switch (e.kind) {
      case 'session_start':
        if (existsSync(path) && statSync(path).size > 0) append({ type: 'session', event: 'resume' });
        else ensureStarted(e.model);
        state.finished = false;
        break;
      case 'turn':
        ensureStarted();
        if (state.finished) append({ type: 'session', event: 'resume' });
        state.finished = false;
        break;
      case 'file': {
        ensureStarted();
        const abs = isAbsolute(e.path) ? e.path : resolve(ctx.cwd, e.path);
        const rel = relative(ctx.layout.root, abs);
        if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep)[0] === LEDGER_DIR) break; // outside the repository
        const repoPath = rel.split(sep).join('/');
        if (existsSync(abs)) {
          const content = readFileSync(abs);
          append({ type: e.created ? 'file_write' : 'file_edit', path: repoPath, sha256: sha256Hex(content), bytes: content.length, tool: e.tool });
        } else {
          append({ type: 'file_delete', path: repoPath, tool: e.tool });
        }
        break;
      }
      case 'shell': {
        const tested = await recordShell(e, e.exitCode, e.output ?? `${e.stdout ?? ''}${e.stderr ?? ''}`);
        if (e.shellKey !== undefined) {
          const running = (state.running ??= {});
          if (e.shellKey in running) running[e.shellKey] = null;
          else if (e.running) running[e.shellKey] = { command: e.command, ...(tested ? { tested } : {}) };
        }
        break;
      }
      case 'shell_done': {
        const started = state.running?.[e.shellKey];
        if (!started) break; // not one we saw start, or its key is ambiguous
        delete state.running![e.shellKey];
        // The tree it ran on is the one when it started, not the one now: edits made while it ran are not tested.
        await recordShell({ command: started.command, ...(e.output !== undefined ? { output: e.output } : {}) }, e.exitCode, e.output ?? '', started.tested ?? null);
        break;
      }
      case 'tool': {
        ensureStarted();
        const scrub = (v: unknown) => ctx.append.scrubber.scrubValue(v);
        append({
          type: 'tool_call',
          tool: e.tool,
          ...(e.callId ? { callId: e.callId } : {}),
          decision: e.status === 'error' ? 'error' : 'approved',
          argsHash: canonicalSha256(scrub(e.args ?? null)),
          ...(e.result !== undefined ? { resultHash: canonicalSha256(scrub(e.result)) } : {}),
          status: e.status,
          ...(e.errorCode !== undefined ? { errorCode: e.errorCode } : {}),
          ...(e.durationMs !== undefined ? { durationMs: e.durationMs } : {}),
        });
        break;
      }
      case 'stop': {
        ensureStarted();
        // Only a session file that verifies is evidence: a hand-edited line proves nothing here either.
        const [{ changedPaths, claimOfStop }, { evaluateEvidence }, { exemptMatcher, policyFromConfig, requiredChecksFor }, { readVerifiedSessions, rejectionLines }, { workingTreeId }] = await stopRule();
        const { sessions: evidence, rejected } = readVerifiedSessions(ctx.layout.root, [path]);
        const changed = changedPaths(evidence[0]?.entries ?? []);
        const policy = policyFromConfig(ctx.config);
        // Scrubbed before the claim is cut out of it: a claim's sentence is the message's words re-spaced
        // (`echo 'pw' | docker login --password-stdin` loses its pipe), which can hide a secret's shape.
        const claim = e.message ? claimOfStop(ctx.append.scrubber.scrubText(e.message), policy, changed) : null;
        // Whatever the words (gate.requireEvidence): an agent that changed code needs its required checks proven.
        const exempt = exemptMatcher(policy);
        const code = changed.filter((p) => !exempt(p));
        // Words the agent may go on from are held only to their own claim: "now I'll run the tests" is
        // no stop, and the code's required checks are asked for at the real stop (and by the gate).
        const required = policy.requireEvidence === 'agent-changes' && code.length > 0 && !e.pending ? requiredChecksFor(policy, code) : [];
        const checks = [...new Set([...(claim?.checks ?? []), ...required])];
        const vetoEnabled = ctx.config.agents?.stopVeto ?? true;
        if ((checks.length > 0 || (rejected.length > 0 && !e.pending)) && vetoEnabled && e.veto !== 'none' && !e.stopHookActive) {
          const tree = await workingTreeId(ctx.cwd).catch(() => undefined);
          const unproven: string[] = [
            ...rejectionLines(rejected),
            ...checks.map((c) => evaluateEvidence(evidence, c, tree)).filter((r) => r.status !== 'proven').map((r) => r.message),
          ];
          if (unproven.length > 0) {
            const said = claim ? `you said "${claim.text}"` : `you changed ${code.slice(0, 3).join(', ')}${code.length > 3 ? ` and ${code.length - 3} more` : ''}`;
            const reason = `proofledger: ${said}, but ${unproven.join('; ')}. Run the check (it is recorded automatically) and make sure it passes after your last edit before finishing.`;
            // The veto leaves a trace: the session shows the stop that was refused, and why.
            // (A session file whose last line is forged cannot be appended to: the veto stands all the same.)
            try {
              append({ type: 'session', event: 'veto', reason: reason.slice(0, 4000) });
            } catch {
              // reported by `proofledger verify`; the agent is told why below
            }
            outcome = e.veto === 'exit2'
              ? { exitCode: 2, stderr: reason, session }
              : e.veto === 'json-decision'
                ? { exitCode: 0, stdout: JSON.stringify({ decision: 'block', reason }), session }
                : { exitCode: 0, stdout: JSON.stringify({ followup_message: reason }), session };
            break; // not finished: the agent goes back to work
          }
        }
        if (e.pending) break; // not a stop yet: the finish is recorded when the agent does stop
        // The model is known by the end of a turn (from the payload or the agent's transcript), not always at its start.
        append({ type: 'session', event: 'finish', outcome: claim ? 'success' : 'unknown', ...(e.model ? { agent: { ...agent, model: e.model } } : {}), ...(claim ? { reason: claim.text } : {}) });
        state.finished = true;
        break;
      }
      case 'session_end':
        if (existsSync(path) && !state.finished) {
          append({ type: 'session', event: 'finish', outcome: 'unknown', ...(e.reason ? { reason: `session ended: ${e.reason}` } : {}) });
        }
        state.finished = true;
        break;
    }
  }
  // Most events (every tool call) leave the turn's state as it was: no write then.
  if (JSON.stringify(state) !== stateBefore && existsSync(path)) writeState(ctx.layout, session, state);
  return outcome;
}

export function failClosedExit(config: ProofledgerConfig, err: unknown, session: string): HookOutcome {
  const message = `proofledger: could not record this event: ${err instanceof ProofledgerError || err instanceof Error ? err.message : String(err)}`;
  return { exitCode: config.agents?.failClosed ? 2 : 1, stderr: message, session };
}
