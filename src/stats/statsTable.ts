// `proofledger stats` for a terminal: one row per agent and model, then per agent and per model
// alone when there is more than one, then the total; which sessions were left out and why.
import { stripVTControlCharacters } from 'node:util';
import { formatDuration } from '../query/summary.js';
import type { StatsFigures, StatsReport } from './computeStats.js';

const COLUMNS = ['sessions', 'claims', 'proven', 'vetoed', 'after veto', 'unproven', 'checks', 'failed', 'edit→pass p50', 'p90', 'uncovered'] as const;

/** A name from the ledger as plain text: an agent could name itself with escape sequences for the terminal. */
function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return stripVTControlCharacters(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

function percent(n: number, of: number): string {
  return of > 0 ? `${Math.round((100 * n) / of)}%` : '-';
}

function duration(ms: number | null): string {
  return ms === null ? '-' : formatDuration(ms);
}

/** One row's cells, in COLUMNS order. */
export function figureCells(f: StatsFigures): string[] {
  return [
    String(f.sessions),
    String(f.claims),
    String(f.provenAtStop),
    String(f.vetoed),
    String(f.provenAfterVeto),
    f.unproven > 0 ? `${f.unproven} (${percent(f.unproven, f.claims)})` : '0',
    String(f.checkRuns),
    String(f.failedCheckRuns),
    duration(f.editToPass.medianMs),
    duration(f.editToPass.p90Ms),
    `${f.uncoveredSessions} (${percent(f.uncoveredSessions, f.sessions)})`,
  ];
}

function table(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // Names left, figures right.
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export function statsTable(report: StatsReport): string[] {
  const out: string[] = [];
  const sessions = report.repositories.reduce((n, r) => n + r.sessions, 0);
  const repos = report.repositories.length === 1 ? plain(report.repositories[0]!.name) : `${report.repositories.length} repositories`;
  out.push(`${repos}: ${sessions} session${sessions === 1 ? '' : 's'}, ${report.total.sessions} verified${report.notVerified.length > 0 ? `, ${report.notVerified.length} fail verification and are not counted` : ''}`);
  if (report.total.sessions === 0 && report.notVerified.length === 0) {
    out.push('No sessions recorded yet.');
    return out;
  }
  const rows: string[][] = report.groups.map((g) => [plain(g.agent), plain(g.model), ...figureCells(g)]);
  if (report.agents.length > 1 && report.agents.length < report.groups.length) for (const a of report.agents) rows.push([plain(a.agent), '(all)', ...figureCells(a)]);
  if (report.models.length > 1 && report.models.length < report.groups.length) for (const m of report.models) rows.push(['(all)', plain(m.model), ...figureCells(m)]);
  if (report.groups.length > 1) rows.push(['total', '', ...figureCells(report.total)]);
  out.push('', ...table(['agent', 'model', ...COLUMNS], rows));
  out.push(
    '',
    'claims: finishes that claimed success; proven: at the stop, with no veto; vetoed: made after proofledger refused a stop in that turn;',
    'after veto: of those, proven by then; unproven: claims still unproven. checks: check runs (failed: of them).',
    'edit→pass: first code change to first passing required check (median, 90th percentile). uncovered: sessions with a code change no required check ran after.',
  );
  if (report.notVerified.length > 0) {
    out.push('', 'Not counted (fail verification):');
    for (const n of report.notVerified) out.push(plain(`  ${report.repositories.length > 1 ? `${n.repository}: ` : ''}${n.path}: ${n.reason}`));
  }
  return out;
}
