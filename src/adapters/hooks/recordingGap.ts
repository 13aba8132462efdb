// When a hook cannot record. An agent waits for its hook on every tool call, so a hook waits at most
// HOOK_LOCK_WAIT_MS for the session's lock (a real writer holds it for milliseconds; a longer hold is
// a stuck or slow process). Past that the events of this call are not recorded: the hook says so once,
// notes what it missed in a local file (.proofledger/tmp/gaps/<session>.json, never committed), and the
// next hook call of the session that can write records a `gap` entry first (docs/FORMAT.md), which the
// evidence rule reads: a gap can only take evidence away, never add it.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CheckKind } from '../../format/generated/configSchema.js';
import type { LedgerLayout } from '../../store/layout.js';

export const HOOK_LOCK_WAIT_MS = 2_000;

export interface MissedEvents {
  events: number;
  files: number;
  checks: CheckKind[];
  since: string;
  until: string;
}

export interface PendingGap {
  missed: MissedEvents;
  reason: string;
}

export function pendingGapPath(layout: LedgerLayout, session: string): string {
  return join(layout.ledgerDir, 'tmp', 'gaps', `${session}.json`);
}

/** The gap this session has not recorded yet, if any (one failed open on the common path). */
export function readPendingGap(layout: LedgerLayout, session: string): PendingGap | null {
  try {
    const gap = JSON.parse(readFileSync(pendingGapPath(layout, session), 'utf8')) as PendingGap;
    return gap && typeof gap.missed?.events === 'number' && Array.isArray(gap.missed.checks) ? gap : null;
  } catch {
    return null;
  }
}

/** Adds what this call missed to the session's pending gap. Returns true when the gap is new (say so). */
export function notePendingGap(layout: LedgerLayout, session: string, missed: MissedEvents, reason: string): boolean {
  const before = readPendingGap(layout, session);
  const gap: PendingGap = before
    ? {
        reason: before.reason,
        missed: {
          events: before.missed.events + missed.events,
          files: before.missed.files + missed.files,
          checks: [...new Set([...before.missed.checks, ...missed.checks])],
          since: before.missed.since < missed.since ? before.missed.since : missed.since,
          until: before.missed.until > missed.until ? before.missed.until : missed.until,
        },
      }
    : { missed, reason };
  const path = pendingGapPath(layout, session);
  try {
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify(gap));
    renameSync(tmp, path);
  } catch {
    // Nowhere to note it either: the hook has already said it could not record.
  }
  return before === null;
}

export function clearPendingGap(layout: LedgerLayout, session: string): void {
  rmSync(pendingGapPath(layout, session), { force: true });
}

/** The ledger entry of a gap (a `session` entry with event `gap`). */
export function gapEntryPayload(gap: PendingGap): Record<string, unknown> {
  return { type: 'session', event: 'gap', missed: gap.missed, reason: gap.reason.slice(0, 4000) };
}
