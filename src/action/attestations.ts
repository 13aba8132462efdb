// The Action's attestations: the folder of Statements and predicates, and the outputs that
// actions/attest takes as they are (subject-name, subject-digest, predicate paths).
import { attestationOf, signingSubject, testResultStatements } from '../gate/attestation.js';
import type { GateResult } from '../gate/gate.js';
import { attestationSubjectOf } from '../git/attestationSubject.js';
import { writeAttestations } from '../store/attestationFiles.js';

export interface AttestationOutputs {
  workspace: string;
  /** The folder to write (under RUNNER_TEMP): never in the workspace, which the PR's code controls. */
  folder: string;
  /** The server and the repository's owner/name, as the runner gives them (GITHUB_SERVER_URL, the event's repository). */
  serverUrl?: string | undefined;
  repository?: string | undefined;
  setOutput(name: string, value: string): void;
  warning(message: string): void;
}

/**
 * Writes the attestations and sets their outputs. Failing to write them is a warning, not the step's failure:
 * the verdict, summary and status still stand, and a signing step after it fails on the missing outputs.
 */
export function writeActionAttestations(out: AttestationOutputs, result: GateResult, range: { head: string; base: string | null }): void {
  try {
    const subject = attestationSubjectOf(out.workspace, range.head, range.base, { GITHUB_SERVER_URL: out.serverUrl, GITHUB_REPOSITORY: out.repository });
    const written = writeAttestations(out.folder.replace(/\/?$/, '/'), { gate: attestationOf(result, subject), testResults: testResultStatements(result, subject) });
    const signing = signingSubject(subject);
    out.setOutput('attestation', written.gateStatement);
    out.setOutput('attestations', out.folder);
    out.setOutput('predicate', written.gatePredicate!);
    out.setOutput('test-results', JSON.stringify(written.testResultPredicates));
    out.setOutput('subject-name', signing.name);
    out.setOutput('subject-digest', signing.digest);
  } catch (err) {
    out.warning(`no attestations: ${(err as Error).message}`);
  }
}
