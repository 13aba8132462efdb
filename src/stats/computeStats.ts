// `proofledger stats`: how often each agent, on each model, claims success it did not prove. Pure:
// the session files are read and verified at the edge (src/cli/commands/stats.ts) and handed in.
// Every judgement here is the gate's own: a claim is judged by judgeFinish (src/gate/sessionClaim.ts),
// a run passes by isPassingRun, the checks a change needs are the policy's requiredChecksFor.

import type { LedgerEntry } from '../format/entry.js';
import type { CheckKind } from '../format/generated/configSchema.js';
import { isPassingRun, type SessionEvidence } from '../gate/evidence.js';
import { exemptMatcher, requiredChecksFor, requiredChecksMatcher, type GatePolicy } from '../gate/policy.js';
import { judgeFinishes } from '../gate/sessionClaim.js';

/** The name a session without an agent or a model is counted under. */
export const UNKNOWN = 'unknown';

/** What one verified session contributes. */
export interface SessionFacts {
  repository: string;
  session: string;
  agent: string;
  model: string;
  /** The session's first entry's time: where it falls on the timeline. */
  startedAt: string | null;
  claims: { proven: boolean; afterVeto: boolean }[];
  checkRuns: number;
  failedCheckRuns: number;
  /** Runs whose result could not be observed (passed null): neither passed nor failed. */
  unobservedCheckRuns: number;
  /** Whether it changed a file that is not exempt (code). */
  changedCode: boolean;
  /** From the first code change to the first passing run of a check the policy requires for the session's code; null if none. */
  editToPassMs: number | null;
  /** A code change after which no required check ever ran (passing or failing). */
  uncoveredChange: boolean;
}

type Verification = Extract<LedgerEntry, { type: 'verification' }>;
const MUTATIONS = new Set(['file_write', 'file_edit', 'file_delete']);
/** The entry types sessionFacts reads: a reader may leave the others unparsed. */
export const STATS_ENTRY_TYPES: ReadonlySet<string> = new Set(['session', 'verification', ...MUTATIONS]);

/** Folds one verified session into its facts. */
export function sessionFacts(repository: string, session: SessionEvidence, policy: GatePolicy, exempt: (path: string) => boolean = exemptMatcher(policy)): SessionFacts {
  let agent: string | undefined;
  let model: string | undefined;
  let firstEdit: string | undefined;
  let checkRuns = 0;
  let failed = 0;
  let unobserved = 0;
  // Per code path its last change (seq); per check kind the seq of its last run with a known result.
  const lastChange = new Map<string, number>();
  const lastRun = new Map<CheckKind, number>();
  const passes: Verification[] = [];
  for (const { entry } of session.entries) {
    if (entry.type === 'session') {
      // The agent is named at the start; the model often only on a finish (hooks learn it at a turn's end).
      if (entry.agent?.name) agent ??= entry.agent.name;
      if (entry.agent?.model) model = entry.agent.model;
    } else if (MUTATIONS.has(entry.type)) {
      const path = (entry as { path: string }).path;
      if (exempt(path)) continue;
      firstEdit ??= entry.ts;
      lastChange.set(path, entry.seq);
    } else if (entry.type === 'verification') {
      checkRuns++;
      if (entry.passed === false) failed++;
      else if (entry.passed === null) unobserved++;
      if (entry.passed !== null) lastRun.set(entry.check, entry.seq);
      if (firstEdit !== undefined && isPassingRun(entry, { acceptAppended: policy.acceptAppendedEvidence })) passes.push(entry);
    }
  }
  const code = [...lastChange.keys()];
  let editToPassMs: number | null = null;
  if (firstEdit !== undefined) {
    const required = new Set(requiredChecksFor(policy, code));
    const first = passes.find((v) => required.has(v.check));
    if (first) editToPassMs = Date.parse(first.ts) - Date.parse(firstEdit);
  }
  let uncoveredChange = false;
  const checksOf = requiredChecksMatcher(policy);
  for (const [path, seq] of lastChange) {
    if (!checksOf(path).some((k) => (lastRun.get(k) ?? -1) > seq)) {
      uncoveredChange = true;
      break;
    }
  }
  const claims = judgeFinishes(session, policy).map((j) => ({ proven: j.proven, afterVeto: j.afterVeto !== undefined }));
  return {
    repository,
    session: session.session,
    agent: agent ?? UNKNOWN,
    model: model ?? UNKNOWN,
    startedAt: session.entries[0]?.entry.ts ?? null,
    claims,
    checkRuns,
    failedCheckRuns: failed,
    unobservedCheckRuns: unobserved,
    changedCode: code.length > 0,
    editToPassMs,
    uncoveredChange,
  };
}

export interface StatsFigures {
  sessions: number;
  /** Finishes that claimed success. */
  claims: number;
  /** Of those: proven when the agent stopped, with no veto in that turn. */
  provenAtStop: number;
  /** Of those: made after proofledger vetoed a stop in the same turn. */
  vetoed: number;
  /** Of the vetoed: proven by then. */
  provenAfterVeto: number;
  /** Of all claims: still unproven (after a veto or where none came). */
  unproven: number;
  checkRuns: number;
  failedCheckRuns: number;
  unobservedCheckRuns: number;
  /** First code change to first passing required check, over the sessions that got there. */
  editToPass: { sessions: number; medianMs: number | null; p90Ms: number | null };
  sessionsWithCodeChanges: number;
  /** Sessions with a code change no required check ever ran after. */
  uncoveredSessions: number;
  /** uncoveredSessions / sessions (null with no session). */
  uncoveredShare: number | null;
}

/** The value at quantile q of sorted values (nearest rank: always a value that occurred). */
function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

export function figuresOf(sessions: readonly SessionFacts[]): StatsFigures {
  const f: StatsFigures = {
    sessions: sessions.length, claims: 0, provenAtStop: 0, vetoed: 0, provenAfterVeto: 0, unproven: 0,
    checkRuns: 0, failedCheckRuns: 0, unobservedCheckRuns: 0, editToPass: { sessions: 0, medianMs: null, p90Ms: null },
    sessionsWithCodeChanges: 0, uncoveredSessions: 0, uncoveredShare: null,
  };
  const times: number[] = [];
  for (const s of sessions) {
    for (const c of s.claims) {
      f.claims++;
      if (c.afterVeto) f.vetoed++;
      if (!c.proven) f.unproven++;
      else if (c.afterVeto) f.provenAfterVeto++;
      else f.provenAtStop++;
    }
    f.checkRuns += s.checkRuns;
    f.failedCheckRuns += s.failedCheckRuns;
    f.unobservedCheckRuns += s.unobservedCheckRuns;
    if (s.editToPassMs !== null) times.push(s.editToPassMs);
    if (s.changedCode) f.sessionsWithCodeChanges++;
    if (s.uncoveredChange) f.uncoveredSessions++;
  }
  times.sort((a, b) => a - b);
  f.editToPass = { sessions: times.length, medianMs: quantile(times, 0.5), p90Ms: quantile(times, 0.9) };
  f.uncoveredShare = sessions.length > 0 ? f.uncoveredSessions / sessions.length : null;
  return f;
}

export interface NotVerified {
  repository: string;
  /** Repository-relative path of the session file. */
  path: string;
  /** Its first failure, in one line. */
  reason: string;
}

export interface RepositoryCount {
  /** How the repository is named in the report (the path given on the command line). */
  name: string;
  /** Its session files that verify (their facts are among those given to computeStats). */
  verified: number;
  notVerified: readonly NotVerified[];
}

export type TimeUnit = 'day' | 'week' | 'month';

export interface TimelinePoint extends Pick<StatsFigures, 'sessions' | 'claims' | 'unproven'> {
  period: string;
  /** unproven / claims, null with no claim. */
  unprovenShare: number | null;
}

export interface StatsReport {
  repositories: { name: string; sessions: number; verified: number; notVerified: number }[];
  /** Session files that fail verification: none of their entries is counted. */
  notVerified: NotVerified[];
  total: StatsFigures;
  /** Per agent and model together, then per agent and per model alone. */
  groups: ({ agent: string; model: string } & StatsFigures)[];
  agents: ({ agent: string } & StatsFigures)[];
  models: ({ model: string } & StatsFigures)[];
  /** Per agent, per period of the sessions' start (UTC). */
  timeline: { unit: TimeUnit; periods: string[]; series: { agent: string; points: TimelinePoint[] }[] };
}

function groupBy<K extends string>(facts: readonly SessionFacts[], key: (s: SessionFacts) => K): Map<K, SessionFacts[]> {
  const out = new Map<K, SessionFacts[]>();
  for (const s of facts) {
    const k = key(s);
    const list = out.get(k);
    if (list) list.push(s);
    else out.set(k, [s]);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const DAY = 86_400_000;

/** Days for up to about two months, weeks (starting Monday) up to two years, months beyond. */
export function timeUnitFor(first: number, last: number): TimeUnit {
  const span = last - first;
  return span <= 62 * DAY ? 'day' : span <= 731 * DAY ? 'week' : 'month';
}

export function periodOf(ts: number, unit: TimeUnit): string {
  const d = new Date(ts);
  if (unit === 'month') return d.toISOString().slice(0, 7);
  if (unit === 'week') {
    const monday = ts - ((d.getUTCDay() + 6) % 7) * DAY;
    return new Date(monday).toISOString().slice(0, 10);
  }
  return d.toISOString().slice(0, 10);
}

function timelineOf(facts: readonly SessionFacts[]): StatsReport['timeline'] {
  const dated = facts.filter((s) => s.startedAt !== null).map((s) => ({ s, t: Date.parse(s.startedAt!) }));
  if (dated.length === 0) return { unit: 'day', periods: [], series: [] };
  let first = Infinity;
  let last = -Infinity;
  for (const { t } of dated) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  const unit = timeUnitFor(first, last);
  const periods = new Set<string>();
  const byAgent = new Map<string, Map<string, SessionFacts[]>>();
  for (const { s, t } of dated) {
    const p = periodOf(t, unit);
    periods.add(p);
    let agent = byAgent.get(s.agent);
    if (!agent) byAgent.set(s.agent, (agent = new Map()));
    const list = agent.get(p);
    if (list) list.push(s);
    else agent.set(p, [s]);
  }
  const series = [...byAgent].sort(([a], [b]) => (a < b ? -1 : 1)).map(([agent, byPeriod]) => ({
    agent,
    points: [...byPeriod].sort(([a], [b]) => (a < b ? -1 : 1)).map(([period, list]) => {
      const f = figuresOf(list);
      return { period, sessions: f.sessions, claims: f.claims, unproven: f.unproven, unprovenShare: f.claims > 0 ? f.unproven / f.claims : null };
    }),
  }));
  return { unit, periods: [...periods].sort(), series };
}

/** The report over every verified session's facts; `repositories` says where they came from. */
export function computeStats(repositories: readonly RepositoryCount[], facts: readonly SessionFacts[]): StatsReport {
  return {
    repositories: repositories.map((r) => ({ name: r.name, sessions: r.verified + r.notVerified.length, verified: r.verified, notVerified: r.notVerified.length })),
    notVerified: repositories.flatMap((r) => r.notVerified),
    total: figuresOf(facts),
    groups: [...groupBy(facts, (s) => `${s.agent}\u0000${s.model}`)].map(([, list]) => ({ agent: list[0]!.agent, model: list[0]!.model, ...figuresOf(list) })),
    agents: [...groupBy(facts, (s) => s.agent)].map(([agent, list]) => ({ agent, ...figuresOf(list) })),
    models: [...groupBy(facts, (s) => s.model)].map(([model, list]) => ({ model, ...figuresOf(list) })),
    timeline: timelineOf(facts),
  };
}
