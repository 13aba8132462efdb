import type { LedgerEntry } from '../format/entry.js';
import type { FinishJudgement } from '../gate/sessionClaim.js';

export interface CheckResult {
  passed: boolean | null;
  ts: string;
  command: string;
  tests?: { passed: number; failed: number; skipped: number };
}

export interface SessionSummary {
  session: string;
  entries: number;
  firstTs: string | null;
  lastTs: string | null;
  durationMs: number;
  agent: string | null;
  outcome: string | null;
  filesChanged: string[];
  commands: number;
  failedCommands: number;
  toolCalls: number;
  /** Latest result of each check kind. */
  checks: Record<string, CheckResult>;
  /** Set when the session file fails verification: then no check result is reported. */
  rejected?: string;
  /** The session's last claim of success, judged on what it had recorded when it made it. */
  claim?: FinishJudgement;
}

/** Folds a session's entries, in file order, into its summary. */
export function summarizeSession(session: string, entries: Iterable<LedgerEntry>): SessionSummary {
  const s: SessionSummary = {
    session, entries: 0, firstTs: null, lastTs: null, durationMs: 0, agent: null, outcome: null,
    filesChanged: [], commands: 0, failedCommands: 0, toolCalls: 0, checks: {},
  };
  const files = new Set<string>();
  let agent: { name?: string; version?: string; model?: string } = {};
  for (const e of entries) {
    s.entries++;
    s.firstTs ??= e.ts;
    s.lastTs = e.ts;
    switch (e.type) {
      case 'session':
        // Later entries add to what earlier ones said (a finish names the model a start did not know).
        if (e.agent) {
          agent = { ...agent, ...e.agent };
          s.agent = [agent.name, agent.version, agent.model && `(${agent.model})`].filter(Boolean).join(' ');
        }
        if (e.event === 'finish') s.outcome = e.outcome ?? null;
        if (e.event === 'abort') s.outcome = 'aborted';
        break;
      case 'file_write':
      case 'file_edit':
      case 'file_delete':
        files.add(e.path);
        break;
      case 'shell_exec':
        s.commands++;
        if (e.exitCode !== 0) s.failedCommands++;
        break;
      case 'tool_call':
        s.toolCalls++;
        break;
      case 'verification':
        s.checks[e.check] = { passed: e.passed, ts: e.ts, command: e.command, ...(e.tests ? { tests: e.tests } : {}) };
        break;
    }
  }
  s.filesChanged = [...files].sort();
  if (s.firstTs && s.lastTs) s.durationMs = Date.parse(s.lastTs) - Date.parse(s.firstTs);
  return s;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
