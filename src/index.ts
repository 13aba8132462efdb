// The library: `import { appendEntry, verifyLedger, runGate } from 'proofledger'`. The same
// core the CLI, the hooks and the Action use; nothing here is a second implementation.

export { appendEntry, type AppendOptions, type AppendResult } from './store/append.js';
export { canonicalize, CanonicalizationError } from './format/canonical.js';
export { computeEntryHash, entryLine, FORMAT_VERSION, type EntryPayload, type EntryType, type LedgerEntry } from './format/entry.js';
export { ProofledgerError } from './errors.js';
export { findRoot, layoutFor, sessionFilePath, type LedgerLayout } from './store/layout.js';
export { readEntries, type ReadEntry } from './store/readEntries.js';
export { validateEntry, type SchemaProblem } from './format/schemaValidation.js';
export { FAILURE_KINDS, type FailureKind, type FileReport, type FileStatus, type VerifyFailure } from './verify/verifyChain.js';
export { verifyFile } from './verify/verifyFile.js';
export { verifyLedger, type LedgerReport } from './verify/verifyLedger.js';
export { runGate, type GateInput, type GateResult } from './gate/gate.js';
export { FINDING_CODES, type Finding, type FindingCode, type Verdict } from './gate/findings.js';
export { policyFromConfig, type GatePolicy } from './gate/policy.js';
