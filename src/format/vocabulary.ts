// The format's closed lists at run time — for the CLI's choices and the MCP server's enums. The
// schema defines them; the types generated from it check these lists both ways at compile time, so
// a value added to the schema fails the build until it is listed here.
import type { LedgerEntry, SessionEntry, VerificationEntry } from './generated/entrySchema.js';

/** Compiles only when `List` holds exactly the members of `Union`. */
type Exactly<Union extends string, List extends readonly string[]> = [Exclude<Union, List[number]>] extends [never] ? ([Exclude<List[number], Union>] extends [never] ? List : never) : never;

function exactly<Union extends string>() {
  return <const List extends readonly Union[]>(list: Exactly<Union, List>): List => list;
}

export type CheckKind = VerificationEntry['check'];
export type EntryType = LedgerEntry['type'];
export type Outcome = NonNullable<SessionEntry['outcome']>;

export const CHECK_KINDS = exactly<CheckKind>()(['build', 'test', 'lint', 'typecheck', 'health_probe', 'custom']);
export const ENTRY_TYPES = exactly<EntryType>()(['session', 'file_write', 'file_edit', 'file_delete', 'shell_exec', 'tool_call', 'verification', 'memory_write', 'memory_read']);
export const OUTCOMES = exactly<Outcome>()(['success', 'failure', 'partial', 'unknown']);
