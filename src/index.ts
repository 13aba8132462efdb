// The library: `import { appendEntry, verifyLedgerFiles, runGate } from 'proofledger'`. The same
// core the CLI, the hooks and the Action use; nothing here is a second implementation.

export { appendEntry, type AppendOptions, type AppendResult } from './core/append.js';
export { canonicalize, CanonicalizationError } from './core/canonical.js';
export { computeEntryHash, entryLine, FORMAT_VERSION, type EntryPayload, type EntryType, type LedgerEntry } from './core/entry.js';
export { ProofledgerError } from './core/errors.js';
export { findRoot, layoutFor, sessionFilePath, type LedgerLayout } from './core/layout.js';
export { readEntries, type ReadEntry } from './core/readEntries.js';
export { validateEntry, type SchemaProblem } from './core/schemaValidation.js';
export { FAILURE_KINDS, type FailureKind, type FileReport, type FileStatus, type VerifyFailure } from './core/verifyChain.js';
export { verifyFile } from './core/verifyFile.js';
export { verifyFileParallel } from './core/verifyParallel.js';
export { verifyLedgerFiles, type LedgerReport } from './core/verifyLedger.js';
export { runGate, type GateInput, type GateResult } from './gate/gate.js';
export { FINDING_CODES, type Finding, type FindingCode, type Verdict } from './gate/findings.js';
export { policyFromConfig, type GatePolicy } from './gate/policy.js';
