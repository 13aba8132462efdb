// Generated from schemas/config.schema.json by scripts/gen-schema.mjs. Do not edit: change the schema and run `npm run gen`.

/**
 * A check's command patterns (an array, the short form), or an object with the patterns and the command CI runs to confirm the check.
 *
 * This interface was referenced by `ProofledgerConfig`'s JSON-Schema
 * via the `definition` "CheckConfig".
 */
export type CheckConfig =
  | Patterns
  | {
      patterns?: Patterns;
      /**
       * The command `gate --confirm` and the Action's `confirm` input run on the PR head (read from the base revision's config, never from the PR).
       */
      command?: string;
      timeoutSeconds?: number;
    };
/**
 * This interface was referenced by `ProofledgerConfig`'s JSON-Schema
 * via the `definition` "Patterns".
 */
export type Patterns = string[];
/**
 * This interface was referenced by `ProofledgerConfig`'s JSON-Schema
 * via the `definition` "CheckKind".
 */
export type CheckKind = 'build' | 'test' | 'lint' | 'typecheck' | 'health_probe' | 'custom';

/**
 * .proofledger/config.json. Every member is optional; absent members take the defaults documented here.
 */
export interface ProofledgerConfig {
  $schema?: string;
  version?: 1;
  ledger?: {
    /**
     * fsync every appended line before reporting success.
     */
    fsync?: boolean;
    /**
     * An entry whose line would exceed this is refused, never truncated.
     */
    maxLineBytes?: number;
  };
  scrub?: {
    /**
     * Extra regular expressions (JavaScript syntax, applied globally). A capture group named `secret` limits the redaction to that group.
     */
    patterns?: string[];
    /**
     * Extra key names (matched case- and style-insensitively) whose values are always redacted.
     */
    keys?: string[];
  };
  /**
   * Per check kind: command patterns (regular expressions) that make a shell command count as that check, added to the built-in ones; and the command CI runs to confirm it.
   */
  checks?: {
    build?: CheckConfig;
    test?: CheckConfig;
    lint?: CheckConfig;
    typecheck?: CheckConfig;
    health_probe?: CheckConfig;
    custom?: CheckConfig;
  };
  gate?: {
    /**
     * Checks a bare success claim needs, by changed path. The first rule whose globs match a changed file applies to it; the union over all changed files is required.
     */
    requiredChecks?: {
      /**
       * @minItems 1
       */
      paths: [string, ...string[]];
      checks: CheckKind[];
    }[];
    /**
     * Checks a bare success claim needs when no requiredChecks rule matches.
     */
    defaultChecks?: CheckKind[];
    /**
     * Extra claim patterns (case-insensitive regular expressions) and the checks each asserts; [] means the policy's required checks.
     */
    claims?: {
      pattern: string;
      checks: CheckKind[];
    }[];
    /**
     * Use the built-in claim phrases.
     */
    builtinClaims?: boolean;
    /**
     * Make UNATTRIBUTED_CHANGE an error instead of a warning.
     */
    strict?: boolean;
    /**
     * Globs of paths never reported as UNATTRIBUTED_CHANGE errors.
     */
    exempt?: string[];
    agentMarkers?: {
      trailers?: Patterns;
      messages?: Patterns;
      branchPrefixes?: string[];
      authors?: Patterns;
    };
    /**
     * `agent-changes`: an agent-authored change that touches non-exempt files needs passing evidence for the required checks whatever it says; claims add the checks they name. `claims`: only claims need evidence.
     */
    requireEvidence?: 'agent-changes' | 'claims';
    /**
     * A human change (no ledger, not agent-authored) that claims success: how loudly to say no ledger backs it.
     */
    humanClaims?: 'warning' | 'notice' | 'off';
    /**
     * POLICY_CHANGED for a change to .proofledger/config.json that loosens the policy (the gate always judges by base's config).
     */
    policyChange?: 'error' | 'warning';
    /**
     * Accept a `verification` handed in through `proofledger append` (source `append`, unobserved) as evidence.
     */
    acceptAppendedEvidence?: boolean;
    /**
     * What the pre-push hook refuses. `work-in-progress`: what is claimed (a commit message, a session finished as a success) or finished and not proven is refused; an agent's change with no claim and no finish yet passes with a warning that its pull request will need evidence. `pull-request`: pre-push is as strict as the PR gate.
     */
    prePush?: 'work-in-progress' | 'pull-request';
    /**
     * TEST_HARNESS_CHANGED severity (a check's command definition changed, skip markers added, test files deleted). Default: warning, error under strict.
     */
    testHarnessChanges?: 'error' | 'warning' | 'off';
  };
  agents?: {
    /**
     * A failed append makes the agent hook exit 2 so the agent sees it.
     */
    failClosed?: boolean;
    /**
     * Block an agent's stop while its success claim is unproven.
     */
    stopVeto?: boolean;
  };
}

export const configSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://proofledger.dev/schemas/config.schema.json",
  "title": "ProofledgerConfig",
  "description": ".proofledger/config.json. Every member is optional; absent members take the defaults documented here.",
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string"
    },
    "version": {
      "const": 1
    },
    "ledger": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "fsync": {
          "type": "boolean",
          "default": true,
          "description": "fsync every appended line before reporting success."
        },
        "maxLineBytes": {
          "type": "integer",
          "minimum": 1024,
          "maximum": 16777216,
          "default": 65536,
          "description": "An entry whose line would exceed this is refused, never truncated."
        }
      }
    },
    "scrub": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "patterns": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "description": "Extra regular expressions (JavaScript syntax, applied globally). A capture group named `secret` limits the redaction to that group."
        },
        "keys": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "description": "Extra key names (matched case- and style-insensitively) whose values are always redacted."
        }
      }
    },
    "checks": {
      "type": "object",
      "additionalProperties": false,
      "description": "Per check kind: command patterns (regular expressions) that make a shell command count as that check, added to the built-in ones; and the command CI runs to confirm it.",
      "properties": {
        "build": {
          "$ref": "#/$defs/CheckConfig"
        },
        "test": {
          "$ref": "#/$defs/CheckConfig"
        },
        "lint": {
          "$ref": "#/$defs/CheckConfig"
        },
        "typecheck": {
          "$ref": "#/$defs/CheckConfig"
        },
        "health_probe": {
          "$ref": "#/$defs/CheckConfig"
        },
        "custom": {
          "$ref": "#/$defs/CheckConfig"
        }
      }
    },
    "gate": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "requiredChecks": {
          "type": "array",
          "description": "Checks a bare success claim needs, by changed path. The first rule whose globs match a changed file applies to it; the union over all changed files is required.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "paths",
              "checks"
            ],
            "properties": {
              "paths": {
                "type": "array",
                "items": {
                  "type": "string",
                  "minLength": 1
                },
                "minItems": 1
              },
              "checks": {
                "type": "array",
                "items": {
                  "$ref": "#/$defs/CheckKind"
                }
              }
            }
          }
        },
        "defaultChecks": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/CheckKind"
          },
          "default": [
            "test"
          ],
          "description": "Checks a bare success claim needs when no requiredChecks rule matches."
        },
        "claims": {
          "type": "array",
          "description": "Extra claim patterns (case-insensitive regular expressions) and the checks each asserts; [] means the policy's required checks.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "pattern",
              "checks"
            ],
            "properties": {
              "pattern": {
                "type": "string",
                "minLength": 1
              },
              "checks": {
                "type": "array",
                "items": {
                  "$ref": "#/$defs/CheckKind"
                }
              }
            }
          }
        },
        "builtinClaims": {
          "type": "boolean",
          "default": true,
          "description": "Use the built-in claim phrases."
        },
        "strict": {
          "type": "boolean",
          "default": false,
          "description": "Make UNATTRIBUTED_CHANGE an error instead of a warning."
        },
        "exempt": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "description": "Globs of paths never reported as UNATTRIBUTED_CHANGE errors.",
          "default": [
            "**/*.md",
            "docs/**",
            "package-lock.json",
            "pnpm-lock.yaml",
            "yarn.lock",
            "LICENSE*",
            ".github/**"
          ]
        },
        "agentMarkers": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "trailers": {
              "$ref": "#/$defs/Patterns"
            },
            "messages": {
              "$ref": "#/$defs/Patterns"
            },
            "branchPrefixes": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "authors": {
              "$ref": "#/$defs/Patterns"
            }
          }
        },
        "requireEvidence": {
          "enum": [
            "agent-changes",
            "claims"
          ],
          "default": "agent-changes",
          "description": "`agent-changes`: an agent-authored change that touches non-exempt files needs passing evidence for the required checks whatever it says; claims add the checks they name. `claims`: only claims need evidence."
        },
        "humanClaims": {
          "enum": [
            "warning",
            "notice",
            "off"
          ],
          "default": "warning",
          "description": "A human change (no ledger, not agent-authored) that claims success: how loudly to say no ledger backs it."
        },
        "policyChange": {
          "enum": [
            "error",
            "warning"
          ],
          "default": "error",
          "description": "POLICY_CHANGED for a change to .proofledger/config.json that loosens the policy (the gate always judges by base's config)."
        },
        "acceptAppendedEvidence": {
          "type": "boolean",
          "default": false,
          "description": "Accept a `verification` handed in through `proofledger append` (source `append`, unobserved) as evidence."
        },
        "prePush": {
          "enum": [
            "work-in-progress",
            "pull-request"
          ],
          "default": "work-in-progress",
          "description": "What the pre-push hook refuses. `work-in-progress`: what is claimed (a commit message, a session finished as a success) or finished and not proven is refused; an agent's change with no claim and no finish yet passes with a warning that its pull request will need evidence. `pull-request`: pre-push is as strict as the PR gate."
        },
        "testHarnessChanges": {
          "enum": [
            "error",
            "warning",
            "off"
          ],
          "description": "TEST_HARNESS_CHANGED severity (a check's command definition changed, skip markers added, test files deleted). Default: warning, error under strict."
        }
      }
    },
    "agents": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "failClosed": {
          "type": "boolean",
          "default": false,
          "description": "A failed append makes the agent hook exit 2 so the agent sees it."
        },
        "stopVeto": {
          "type": "boolean",
          "default": true,
          "description": "Block an agent's stop while its success claim is unproven."
        }
      }
    }
  },
  "$defs": {
    "CheckKind": {
      "enum": [
        "build",
        "test",
        "lint",
        "typecheck",
        "health_probe",
        "custom"
      ]
    },
    "Patterns": {
      "type": "array",
      "items": {
        "type": "string",
        "minLength": 1
      }
    },
    "CheckConfig": {
      "description": "A check's command patterns (an array, the short form), or an object with the patterns and the command CI runs to confirm the check.",
      "anyOf": [
        {
          "$ref": "#/$defs/Patterns"
        },
        {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "patterns": {
              "$ref": "#/$defs/Patterns"
            },
            "command": {
              "type": "string",
              "minLength": 1,
              "description": "The command `gate --confirm` and the Action's `confirm` input run on the PR head (read from the base revision's config, never from the PR)."
            },
            "timeoutSeconds": {
              "type": "integer",
              "minimum": 1,
              "maximum": 86400,
              "default": 900
            }
          }
        }
      ]
    }
  }
} as const;
