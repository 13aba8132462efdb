// Generated from schemas/entry.schema.json by scripts/gen-schema.mjs. Do not edit: change the schema and run `npm run gen`.

/**
 * One line of a proofledger session file (.proofledger/sessions/<session>.jsonl), format version 1. Discriminated on `type`.
 */
export type LedgerEntry =
  | SessionEntry
  | FileWriteEntry
  | FileEditEntry
  | FileDeleteEntry
  | ShellExecEntry
  | ToolCallEntry
  | VerificationEntry
  | MemoryWriteEntry
  | MemoryReadEntry;
/**
 * A session lifecycle event.
 */
export type SessionEntry = Common & {
  [k: string]: unknown;
} & {
  type: 'session';
  /**
   * `veto`: proofledger refused the agent's stop (its claim was unproven); `reason` says why. `gap`: events of this session that a writer could not record (the session's lock was held past a hook's wait); `missed` says what, `reason` why.
   */
  event: 'start' | 'finish' | 'abort' | 'resume' | 'veto' | 'gap';
  /**
   * Only on gap: what went unrecorded. A gate takes no run of a check in `checks` recorded before `until` as evidence (a later run of it may be among the missed), nor, in this session, any run before a gap that missed `files` (a later change may be among them).
   */
  missed?: {
    /**
     * How many agent events were not recorded.
     */
    events: number;
    /**
     * How many of them changed a file.
     */
    files: number;
    /**
     * The check kinds of the commands among them that count as checks (each once, as the writer writes them).
     */
    checks: ('build' | 'test' | 'lint' | 'typecheck' | 'health_probe' | 'custom')[];
    /**
     * When the first missed event happened (the writer's clock, as `ts`).
     */
    since: string;
    /**
     * When the last missed event happened.
     */
    until: string;
  };
  /**
   * Only on finish.
   */
  outcome?: 'success' | 'failure' | 'partial' | 'unknown';
  agent?: Agent;
  reason?: Text;
};
/**
 * Session id; also the file name (without .jsonl).
 */
export type SessionId = string;
/**
 * How the entry was observed: `exec` (proofledger ran the command itself), `record` (proofledger read the file from disk; who changed it is the caller's word), `hook:<agent>` (the agent's runtime reported it), `mcp-proxy` (the proxy saw it), `append` (handed to proofledger, unobserved). Absent on entries written before the field existed.
 */
export type Source = string;
export type Name = string;
/**
 * Free text; always passed through the secret scrubber before hashing.
 */
export type Text = string;
/**
 * A file created or overwritten.
 */
export type FileWriteEntry = Common & {
  type: 'file_write';
  path: RepoPath;
  /**
   * SHA-256 of the new content.
   */
  sha256: string;
  /**
   * Size of the new content.
   */
  bytes: number;
  /**
   * SHA-256 of the content before, when known.
   */
  prevSha256?: string;
  /**
   * The agent tool that wrote it.
   */
  tool?: string;
};
/**
 * Repository-relative POSIX path: no leading slash, no backslash, no empty, '.' or '..' segment, and no control character (C0, DEL, C1) or line or paragraph separator. The control check comes first and is written so that no engine's idea of a line end (a `.` that stops at one, a `$` that matches before one) can hide what follows it.
 */
export type RepoPath = string;
/**
 * A file edited in place.
 */
export type FileEditEntry = Common & {
  type: 'file_edit';
  path: RepoPath;
  sha256: Sha256;
  bytes: Count;
  prevSha256?: Sha256;
  tool?: Name;
};
/**
 * Lowercase hex SHA-256.
 */
export type Sha256 = string;
export type Count = number;
/**
 * A file deleted. There is no new content, so no sha256 or bytes.
 */
export type FileDeleteEntry = Common & {
  type: 'file_delete';
  path: RepoPath;
  prevSha256?: Sha256;
  tool?: Name;
};
/**
 * A shell command run by the agent.
 */
export type ShellExecEntry = Common & {
  type: 'shell_exec';
  /**
   * Free text; always passed through the secret scrubber before hashing.
   */
  command: string;
  /**
   * Working directory, repository-relative POSIX ('.' for the root) when inside the repository.
   */
  cwd: string;
  /**
   * null when killed by a signal or unknown.
   */
  exitCode: SafeInteger | null;
  signal: string | null;
  /**
   * Wall-clock duration, when the observer measured or was told it; absent otherwise (never a made-up 0).
   */
  durationMs?: number;
  stdoutBytes?: Count;
  stdoutSha256?: Sha256;
  stderrBytes?: Count;
  stderrSha256?: Sha256;
};
export type SafeInteger = number;
/**
 * A tool call (MCP or agent built-in). Raw arguments and results are never stored, only hashes of their scrubbed canonical JSON.
 */
export type ToolCallEntry = Common & {
  type: 'tool_call';
  tool: Name;
  callId?: Name;
  decision: 'approved' | 'denied' | 'hallucinated' | 'error';
  denialReason?: Text;
  argsHash?: Sha256;
  resultHash?: Sha256;
  status?: 'ok' | 'error' | 'cancelled';
  errorCode?: SafeInteger | Name;
  durationMs?: Count;
};
/**
 * Evidence: a build, test, lint, typecheck, health probe or custom check, and its result.
 */
export type VerificationEntry = Common & {
  type: 'verification';
  check: 'build' | 'test' | 'lint' | 'typecheck' | 'health_probe' | 'custom';
  /**
   * null: the result could not be observed (no exit code and no runner summary); such a run is never evidence.
   */
  passed: boolean | null;
  command: Text;
  exitCode: SafeInteger | null;
  /**
   * Wall-clock duration, when the observer measured or was told it; absent otherwise (never a made-up 0).
   */
  durationMs?: number;
  /**
   * Lowercase hex SHA-256.
   */
  outputSha256?: string;
  tests?: TestCounts;
  /**
   * Tree id of the working tree when the run ended (.proofledger/ excluded): what the check ran on.
   */
  tree?: string;
  /**
   * A commit the tested content is described against: the merge-base of HEAD with the remote's default branch when there is one, else HEAD. With `changes`, it lets a gate know what each file held when the check ran even after the branch was rebased or merged.
   */
  commit?: string;
  /**
   * Every file whose tested content differs from `commit` (.proofledger/ excluded), in path order, with its blob id (null: absent when the check ran). Absent when more than 256 files differ.
   *
   * @maxItems 256
   */
  changes?: {
    /**
     * The path as git names it (repository-relative). Matched against git's own paths only, never opened, so it is not held to RepoPath's pattern.
     */
    path: string;
    blob: BlobId | null;
  }[];
  /**
   * id of the shell_exec entry that ran the check.
   */
  execId?: string;
};
/**
 * Git blob id (SHA-1 or SHA-256 object format), of the content as git stores it (after its clean filters and line-ending conversion).
 */
export type BlobId = string;
/**
 * The agent wrote to a memory store.
 */
export type MemoryWriteEntry = Common & {
  type: 'memory_write';
  store: Name;
  key: Text;
  contentSha256: Sha256;
};
/**
 * The agent read from a memory store; contentSha256 absent when nothing was found.
 */
export type MemoryReadEntry = Common & {
  type: 'memory_read';
  store: Name;
  key: Text;
  contentSha256?: Sha256;
};

export interface Common {
  /**
   * Format version.
   */
  v: 1;
  /**
   * 0, 1, 2, ... within the session file.
   */
  seq: number;
  /**
   * UUIDv7, lowercase.
   */
  id: string;
  /**
   * RFC 3339 UTC timestamp with milliseconds, exactly as the writer makes it (Date.prototype.toISOString): no offset, no other precision, and no leap second (the writer's clock never shows :60).
   */
  ts: string;
  session: SessionId;
  type: string;
  /**
   * The previous entry's hash; 64 zeros for seq 0.
   */
  prev: string;
  /**
   * SHA-256 of the RFC 8785 canonical JSON of this entry without `hash`.
   */
  hash: string;
  source?: Source;
}
export interface Agent {
  name: Name;
  version?: Name;
  model?: Name;
}
export interface TestCounts {
  passed: Count;
  failed: Count;
  skipped: Count;
}

export const entrySchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://proofledger.dev/schemas/entry.schema.json",
  "title": "LedgerEntry",
  "description": "One line of a proofledger session file (.proofledger/sessions/<session>.jsonl), format version 1. Discriminated on `type`.",
  "type": "object",
  "required": [
    "type"
  ],
  "discriminator": {
    "propertyName": "type"
  },
  "oneOf": [
    {
      "$ref": "#/$defs/SessionEntry"
    },
    {
      "$ref": "#/$defs/FileWriteEntry"
    },
    {
      "$ref": "#/$defs/FileEditEntry"
    },
    {
      "$ref": "#/$defs/FileDeleteEntry"
    },
    {
      "$ref": "#/$defs/ShellExecEntry"
    },
    {
      "$ref": "#/$defs/ToolCallEntry"
    },
    {
      "$ref": "#/$defs/VerificationEntry"
    },
    {
      "$ref": "#/$defs/MemoryWriteEntry"
    },
    {
      "$ref": "#/$defs/MemoryReadEntry"
    }
  ],
  "$defs": {
    "Sha256": {
      "description": "Lowercase hex SHA-256.",
      "type": "string",
      "pattern": "^[0-9a-f]{64}$"
    },
    "SafeInteger": {
      "type": "integer",
      "minimum": -9007199254740991,
      "maximum": 9007199254740991
    },
    "Count": {
      "type": "integer",
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "SessionId": {
      "description": "Session id; also the file name (without .jsonl).",
      "type": "string",
      "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"
    },
    "RepoPath": {
      "description": "Repository-relative POSIX path: no leading slash, no backslash, no empty, '.' or '..' segment, and no control character (C0, DEL, C1) or line or paragraph separator. The control check comes first and is written so that no engine's idea of a line end (a `.` that stops at one, a `$` that matches before one) can hide what follows it.",
      "type": "string",
      "minLength": 1,
      "maxLength": 4096,
      "pattern": "^(?!.*[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029])(?!/)(?!.*\\\\)(?!.*(^|/)\\.{1,2}(/|$))(?!.*//)[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+$"
    },
    "Text": {
      "description": "Free text; always passed through the secret scrubber before hashing.",
      "type": "string",
      "maxLength": 32768
    },
    "Name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 512
    },
    "TreeId": {
      "description": "Git tree id (SHA-1 or SHA-256 object format) of the working tree, .proofledger/ excluded.",
      "type": "string",
      "pattern": "^([0-9a-f]{40}|[0-9a-f]{64})$"
    },
    "Common": {
      "type": "object",
      "required": [
        "v",
        "seq",
        "id",
        "ts",
        "session",
        "type",
        "prev",
        "hash"
      ],
      "properties": {
        "v": {
          "const": 1,
          "description": "Format version."
        },
        "seq": {
          "$ref": "#/$defs/Count",
          "description": "0, 1, 2, ... within the session file."
        },
        "id": {
          "description": "UUIDv7, lowercase.",
          "type": "string",
          "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
        },
        "ts": {
          "description": "RFC 3339 UTC timestamp with milliseconds, exactly as the writer makes it (Date.prototype.toISOString): no offset, no other precision, and no leap second (the writer's clock never shows :60).",
          "type": "string",
          "format": "date-time",
          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$"
        },
        "session": {
          "$ref": "#/$defs/SessionId"
        },
        "type": {
          "type": "string"
        },
        "prev": {
          "$ref": "#/$defs/Sha256",
          "description": "The previous entry's hash; 64 zeros for seq 0."
        },
        "hash": {
          "$ref": "#/$defs/Sha256",
          "description": "SHA-256 of the RFC 8785 canonical JSON of this entry without `hash`."
        },
        "source": {
          "$ref": "#/$defs/Source"
        }
      }
    },
    "Agent": {
      "type": "object",
      "required": [
        "name"
      ],
      "additionalProperties": false,
      "properties": {
        "name": {
          "$ref": "#/$defs/Name"
        },
        "version": {
          "$ref": "#/$defs/Name"
        },
        "model": {
          "$ref": "#/$defs/Name"
        }
      }
    },
    "SessionEntry": {
      "description": "A session lifecycle event.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        },
        {
          "if": {
            "properties": {
              "event": {
                "const": "finish"
              }
            },
            "required": [
              "event"
            ]
          },
          "then": {
            "required": [
              "outcome"
            ]
          },
          "else": {
            "properties": {
              "outcome": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "event": {
                "const": "gap"
              }
            },
            "required": [
              "event"
            ]
          },
          "then": {
            "required": [
              "missed"
            ]
          },
          "else": {
            "properties": {
              "missed": false
            }
          }
        }
      ],
      "required": [
        "type",
        "event"
      ],
      "properties": {
        "type": {
          "const": "session"
        },
        "event": {
          "enum": [
            "start",
            "finish",
            "abort",
            "resume",
            "veto",
            "gap"
          ],
          "description": "`veto`: proofledger refused the agent's stop (its claim was unproven); `reason` says why. `gap`: events of this session that a writer could not record (the session's lock was held past a hook's wait); `missed` says what, `reason` why."
        },
        "missed": {
          "description": "Only on gap: what went unrecorded. A gate takes no run of a check in `checks` recorded before `until` as evidence (a later run of it may be among the missed), nor, in this session, any run before a gap that missed `files` (a later change may be among them).",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "events",
            "files",
            "checks",
            "since",
            "until"
          ],
          "properties": {
            "events": {
              "$ref": "#/$defs/Count",
              "description": "How many agent events were not recorded."
            },
            "files": {
              "$ref": "#/$defs/Count",
              "description": "How many of them changed a file."
            },
            "checks": {
              "description": "The check kinds of the commands among them that count as checks (each once, as the writer writes them).",
              "type": "array",
              "items": {
                "enum": [
                  "build",
                  "test",
                  "lint",
                  "typecheck",
                  "health_probe",
                  "custom"
                ]
              }
            },
            "since": {
              "description": "When the first missed event happened (the writer's clock, as `ts`).",
              "type": "string",
              "format": "date-time",
              "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$"
            },
            "until": {
              "description": "When the last missed event happened.",
              "type": "string",
              "format": "date-time",
              "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$"
            }
          }
        },
        "outcome": {
          "enum": [
            "success",
            "failure",
            "partial",
            "unknown"
          ],
          "description": "Only on finish."
        },
        "agent": {
          "$ref": "#/$defs/Agent"
        },
        "reason": {
          "$ref": "#/$defs/Text"
        }
      },
      "unevaluatedProperties": false
    },
    "FileWriteEntry": {
      "description": "A file created or overwritten.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "path",
        "sha256",
        "bytes"
      ],
      "properties": {
        "type": {
          "const": "file_write"
        },
        "path": {
          "$ref": "#/$defs/RepoPath"
        },
        "sha256": {
          "$ref": "#/$defs/Sha256",
          "description": "SHA-256 of the new content."
        },
        "bytes": {
          "$ref": "#/$defs/Count",
          "description": "Size of the new content."
        },
        "prevSha256": {
          "$ref": "#/$defs/Sha256",
          "description": "SHA-256 of the content before, when known."
        },
        "tool": {
          "$ref": "#/$defs/Name",
          "description": "The agent tool that wrote it."
        }
      },
      "unevaluatedProperties": false
    },
    "FileEditEntry": {
      "description": "A file edited in place.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "path",
        "sha256",
        "bytes"
      ],
      "properties": {
        "type": {
          "const": "file_edit"
        },
        "path": {
          "$ref": "#/$defs/RepoPath"
        },
        "sha256": {
          "$ref": "#/$defs/Sha256"
        },
        "bytes": {
          "$ref": "#/$defs/Count"
        },
        "prevSha256": {
          "$ref": "#/$defs/Sha256"
        },
        "tool": {
          "$ref": "#/$defs/Name"
        }
      },
      "unevaluatedProperties": false
    },
    "FileDeleteEntry": {
      "description": "A file deleted. There is no new content, so no sha256 or bytes.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "path"
      ],
      "properties": {
        "type": {
          "const": "file_delete"
        },
        "path": {
          "$ref": "#/$defs/RepoPath"
        },
        "prevSha256": {
          "$ref": "#/$defs/Sha256"
        },
        "tool": {
          "$ref": "#/$defs/Name"
        }
      },
      "unevaluatedProperties": false
    },
    "ShellExecEntry": {
      "description": "A shell command run by the agent.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "command",
        "cwd",
        "exitCode",
        "signal"
      ],
      "properties": {
        "type": {
          "const": "shell_exec"
        },
        "command": {
          "$ref": "#/$defs/Text",
          "description": "The command line, scrubbed."
        },
        "cwd": {
          "type": "string",
          "maxLength": 4096,
          "description": "Working directory, repository-relative POSIX ('.' for the root) when inside the repository."
        },
        "exitCode": {
          "anyOf": [
            {
              "$ref": "#/$defs/SafeInteger"
            },
            {
              "type": "null"
            }
          ],
          "description": "null when killed by a signal or unknown."
        },
        "signal": {
          "anyOf": [
            {
              "type": "string",
              "pattern": "^SIG[A-Z0-9]+$"
            },
            {
              "type": "null"
            }
          ]
        },
        "durationMs": {
          "$ref": "#/$defs/Count",
          "description": "Wall-clock duration, when the observer measured or was told it; absent otherwise (never a made-up 0)."
        },
        "stdoutBytes": {
          "$ref": "#/$defs/Count"
        },
        "stdoutSha256": {
          "$ref": "#/$defs/Sha256"
        },
        "stderrBytes": {
          "$ref": "#/$defs/Count"
        },
        "stderrSha256": {
          "$ref": "#/$defs/Sha256"
        }
      },
      "unevaluatedProperties": false
    },
    "ToolCallEntry": {
      "description": "A tool call (MCP or agent built-in). Raw arguments and results are never stored, only hashes of their scrubbed canonical JSON.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "tool",
        "decision"
      ],
      "properties": {
        "type": {
          "const": "tool_call"
        },
        "tool": {
          "$ref": "#/$defs/Name"
        },
        "callId": {
          "$ref": "#/$defs/Name"
        },
        "decision": {
          "enum": [
            "approved",
            "denied",
            "hallucinated",
            "error"
          ]
        },
        "denialReason": {
          "$ref": "#/$defs/Text"
        },
        "argsHash": {
          "$ref": "#/$defs/Sha256"
        },
        "resultHash": {
          "$ref": "#/$defs/Sha256"
        },
        "status": {
          "enum": [
            "ok",
            "error",
            "cancelled"
          ]
        },
        "errorCode": {
          "anyOf": [
            {
              "$ref": "#/$defs/SafeInteger"
            },
            {
              "$ref": "#/$defs/Name"
            }
          ]
        },
        "durationMs": {
          "$ref": "#/$defs/Count"
        }
      },
      "unevaluatedProperties": false
    },
    "TestCounts": {
      "type": "object",
      "required": [
        "passed",
        "failed",
        "skipped"
      ],
      "additionalProperties": false,
      "properties": {
        "passed": {
          "$ref": "#/$defs/Count"
        },
        "failed": {
          "$ref": "#/$defs/Count"
        },
        "skipped": {
          "$ref": "#/$defs/Count"
        }
      }
    },
    "VerificationEntry": {
      "description": "Evidence: a build, test, lint, typecheck, health probe or custom check, and its result.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "check",
        "passed",
        "command",
        "exitCode"
      ],
      "properties": {
        "type": {
          "const": "verification"
        },
        "check": {
          "enum": [
            "build",
            "test",
            "lint",
            "typecheck",
            "health_probe",
            "custom"
          ]
        },
        "passed": {
          "anyOf": [
            {
              "type": "boolean"
            },
            {
              "type": "null"
            }
          ],
          "description": "null: the result could not be observed (no exit code and no runner summary); such a run is never evidence."
        },
        "command": {
          "$ref": "#/$defs/Text"
        },
        "exitCode": {
          "anyOf": [
            {
              "$ref": "#/$defs/SafeInteger"
            },
            {
              "type": "null"
            }
          ]
        },
        "durationMs": {
          "$ref": "#/$defs/Count",
          "description": "Wall-clock duration, when the observer measured or was told it; absent otherwise (never a made-up 0)."
        },
        "outputSha256": {
          "$ref": "#/$defs/Sha256",
          "description": "SHA-256 of stdout and stderr bytes in arrival order."
        },
        "tests": {
          "$ref": "#/$defs/TestCounts"
        },
        "tree": {
          "$ref": "#/$defs/TreeId",
          "description": "Tree id of the working tree when the run ended (.proofledger/ excluded): what the check ran on."
        },
        "commit": {
          "$ref": "#/$defs/CommitId",
          "description": "A commit the tested content is described against: the merge-base of HEAD with the remote's default branch when there is one, else HEAD. With `changes`, it lets a gate know what each file held when the check ran even after the branch was rebased or merged."
        },
        "changes": {
          "type": "array",
          "maxItems": 256,
          "description": "Every file whose tested content differs from `commit` (.proofledger/ excluded), in path order, with its blob id (null: absent when the check ran). Absent when more than 256 files differ.",
          "items": {
            "type": "object",
            "required": [
              "path",
              "blob"
            ],
            "additionalProperties": false,
            "properties": {
              "path": {
                "description": "The path as git names it (repository-relative). Matched against git's own paths only, never opened, so it is not held to RepoPath's pattern.",
                "type": "string",
                "minLength": 1,
                "maxLength": 4096
              },
              "blob": {
                "anyOf": [
                  {
                    "$ref": "#/$defs/BlobId"
                  },
                  {
                    "type": "null"
                  }
                ]
              }
            }
          }
        },
        "execId": {
          "type": "string",
          "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
          "description": "id of the shell_exec entry that ran the check."
        }
      },
      "unevaluatedProperties": false
    },
    "MemoryWriteEntry": {
      "description": "The agent wrote to a memory store.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "store",
        "key",
        "contentSha256"
      ],
      "properties": {
        "type": {
          "const": "memory_write"
        },
        "store": {
          "$ref": "#/$defs/Name"
        },
        "key": {
          "$ref": "#/$defs/Text"
        },
        "contentSha256": {
          "$ref": "#/$defs/Sha256"
        }
      },
      "unevaluatedProperties": false
    },
    "MemoryReadEntry": {
      "description": "The agent read from a memory store; contentSha256 absent when nothing was found.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/Common"
        }
      ],
      "required": [
        "type",
        "store",
        "key"
      ],
      "properties": {
        "type": {
          "const": "memory_read"
        },
        "store": {
          "$ref": "#/$defs/Name"
        },
        "key": {
          "$ref": "#/$defs/Text"
        },
        "contentSha256": {
          "$ref": "#/$defs/Sha256"
        }
      },
      "unevaluatedProperties": false
    },
    "Source": {
      "description": "How the entry was observed: `exec` (proofledger ran the command itself), `record` (proofledger read the file from disk; who changed it is the caller's word), `hook:<agent>` (the agent's runtime reported it), `mcp-proxy` (the proxy saw it), `append` (handed to proofledger, unobserved). Absent on entries written before the field existed.",
      "type": "string",
      "pattern": "^(?:exec|record|append|mcp-proxy|hook:[a-z][a-z0-9-]{0,31})$"
    },
    "CommitId": {
      "description": "Git commit id (SHA-1 or SHA-256 object format).",
      "type": "string",
      "pattern": "^([0-9a-f]{40}|[0-9a-f]{64})$"
    },
    "BlobId": {
      "description": "Git blob id (SHA-1 or SHA-256 object format), of the content as git stores it (after its clean filters and line-ending conversion).",
      "type": "string",
      "pattern": "^([0-9a-f]{40}|[0-9a-f]{64})$"
    }
  }
} as const;
