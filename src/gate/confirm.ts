// CI confirmation: the checks run again on the PR head by CI itself (in-toto's inspections, not the
// functionary's word), and compared with what the ledger says. Pure: the runs are data.
import type { CheckKind } from '../format/generated/configSchema.js';
import type { TestCounts } from '../adapters/testOutput.js';
import { verdictOf, type Finding } from './findings.js';
import type { GateResult } from './gate.js';

export interface ConfirmationRun {
  check: CheckKind;
  command: string;
  /** null: killed (the time limit) or no exit status. */
  exitCode: number | null;
  timedOut: boolean;
  tests: TestCounts | null;
  /** Names of failing tests, where the output names them. */
  failing: string[];
}

const passedRun = (r: ConfirmationRun): boolean => r.exitCode === 0 && !r.timedOut && (r.tests === null || (r.tests.failed === 0 && r.tests.passed > 0));
const describeRun = (r: ConfirmationRun): string =>
  `\`${r.command}\` ${r.timedOut ? 'timed out' : `exited ${r.exitCode ?? 'by signal'}`}${r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed, ${r.tests.skipped} skipped)` : ''}${r.failing.length ? `; failing: ${r.failing.slice(0, 5).join(', ')}` : ''}`;

/** The gate's result with CI's own runs of the checks taken into account. */
export function withConfirmation(result: GateResult, runs: readonly ConfirmationRun[]): GateResult {
  const findings: Finding[] = [...result.findings];
  for (const run of runs) {
    const ledger = result.evidence.find((e) => e.check === run.check);
    const ci = passedRun(run);
    const unprovenAt = findings.findIndex((f) => f.code === 'CLAIM_UNPROVEN' && f.severity === 'error' && ledger && ledger.status !== 'proven' && f.message.includes(ledger.message));
    if (ledger?.status === 'proven') {
      if (!ci) {
        findings.push({ code: 'CLAIM_CONTRADICTED', severity: 'error', message: `the ledger says ${run.check} passed (${ledger.message}), but CI's own run fails: ${describeRun(run)}`, ...(ledger.at ? { path: ledger.at.path, line: ledger.at.line } : {}) });
        continue;
      }
      findings.push({ code: 'CLAIM_CONTRADICTED', severity: 'notice', message: `${run.check} confirmed in CI: ${describeRun(run)}` });
      const recorded = result.added.flatMap((s) => s.entries).map(({ entry }) => entry).filter((e) => e.type === 'verification' && e.check === run.check).at(-1);
      const counts = recorded && recorded.type === 'verification' ? recorded.tests : undefined;
      if (counts && run.tests && (counts.passed !== run.tests.passed || counts.skipped !== run.tests.skipped)) {
        findings.push({ code: 'CLAIM_CONTRADICTED', severity: 'warning', message: `${run.check} counts disagree: the ledger has ${counts.passed} passed, ${counts.skipped} skipped; CI ${run.tests.passed} passed, ${run.tests.skipped} skipped` });
      }
    } else if (ci) {
      // CI proves it; the agent's own record did not (missing, stale, or bound to other content).
      if (unprovenAt >= 0) findings.splice(unprovenAt, 1);
      findings.push({ code: 'CLAIM_UNPROVEN', severity: 'warning', message: `${run.check} proven by CI's own run (${describeRun(run)}), but the agent's record did not prove it: ${ledger?.message ?? `no ${run.check} run is recorded`}` });
    } else {
      findings.push({ code: 'CLAIM_CONTRADICTED', severity: 'error', message: `CI's own ${run.check} run fails too: ${describeRun(run)}` });
    }
  }
  return { ...result, findings, verdict: verdictOf(findings) };
}
