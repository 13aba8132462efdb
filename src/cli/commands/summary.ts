// `proofledger summary`: per session, entries, files changed, commands, checks, duration, outcome.
import { formatDuration, summarizeSession, type SessionSummary } from '../../query/summary.js';
import { sessionIdOfFile } from '../../store/layout.js';
import { readEntries } from '../../store/readEntries.js';
import { currentIndex, displayPath, printLine, sessionFilesFor, type CliContext } from '../context.js';
import { plural } from './plural.js';

function formatSummary(s: SessionSummary): string[] {
  const lines = [
    `${s.session}${s.agent ? `  ${s.agent}` : ''}  ${s.outcome ?? 'open'}`,
    `  ${s.entries} entries over ${formatDuration(s.durationMs)}; ${plural(s.filesChanged.length, 'file')} changed; ${plural(s.commands, 'command')} (${s.failedCommands} failed); ${plural(s.toolCalls, 'tool call')}`,
  ];
  if (s.claim) {
    const c = s.claim;
    const unproven = c.checks.filter((k) => k.status !== 'proven');
    const veto = c.afterVeto !== undefined ? ` after a veto (line ${c.afterVeto})` : '';
    lines.push(c.proven
      ? `  claim      "${c.text}" (line ${c.line})${veto}: proven`
      : `  claim      "${c.text}" (line ${c.line})${veto}: UNPROVEN: ${unproven.map((k) => k.message).join('; ')}`);
  }
  if (s.rejected) lines.push(`  ${s.rejected}: its check results are not evidence`);
  else for (const [kind, r] of Object.entries(s.checks)) {
    const t = r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed, ${r.tests.skipped} skipped)` : '';
    lines.push(`  ${kind.padEnd(10)} ${r.passed === null ? 'UNKNOWN' : r.passed ? 'PASS' : 'FAIL'}${t} at ${r.ts}: ${r.command}`);
  }
  return lines;
}

export async function runSummary(context: CliContext, opts: { session?: string; json?: boolean }): Promise<number> {
  const paths = await sessionFilesFor(context, opts.session);
  const index = await currentIndex(context);
  const summaries = paths.map((p) => {
    const id = sessionIdOfFile(p) ?? p;
    return summarizeSession(id, index ? index.sessionEntries(id) : (function* () {
      for (const r of readEntries(p, displayPath(context, p))) yield r.entry;
    })());
  });
  index?.close();
  // Check results and claims are judged only from session files that verify (the one read path
  // evidence uses).
  let config: import('../../format/generated/configSchema.js').ProofledgerConfig | undefined;
  for (const [i, s] of summaries.entries()) {
    if (Object.keys(s.checks).length === 0 && s.outcome !== 'success') continue;
    const { readVerifiedSessions, rejectionLines } = await import('../../store/sessionEvidence.js');
    const { sessions, rejected } = readVerifiedSessions(context.layout.root, [paths[i]!]);
    if (rejected.length > 0) {
      s.rejected = rejectionLines(rejected)[0]!;
      s.checks = {};
    } else if (s.outcome === 'success' && sessions[0]) {
      const [{ judgeLastFinish }, { loadConfig }] = await Promise.all([import('../../gate/sessionClaim.js'), import('../../config/config.js')]);
      config ??= loadConfig(context.layout);
      const claim = judgeLastFinish(sessions[0], config);
      if (claim) s.claim = claim;
    }
  }
  if (opts.json) printLine(context, JSON.stringify(summaries, null, 2));
  else if (summaries.length === 0) printLine(context, 'No sessions recorded yet.');
  else for (const s of summaries) for (const line of formatSummary(s)) printLine(context, line);
  return 0;
}
