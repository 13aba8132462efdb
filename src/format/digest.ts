import { sha256 as jsSha256 } from '@noble/hashes/sha2.js';
import { canonicalize } from './canonical.js';
import { nodeCrypto, nodeCryptoLoaded } from './nodeCrypto.js';

export const ZERO_HASH = '0'.repeat(64);

// The first bytes a process hashes are hashed in JavaScript (audited @noble/hashes), so a process
// that hashes only a few entries, an agent hook, never loads node:crypto; past this many bytes,
// node:crypto's native hash pays back its load.
const JS_HASH_BUDGET = 16 * 1024;
let jsHashed = 0;

export function sha256Hex(data: string | Uint8Array): string {
  if (!nodeCryptoLoaded()) {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (jsHashed + bytes.length <= JS_HASH_BUDGET) {
      jsHashed += bytes.length;
      return Buffer.from(jsSha256(bytes)).toString('hex');
    }
  }
  const crypto = nodeCrypto();
  // crypto.hash (Node ≥ 20.12) is a one-shot digest without a Hash object: much cheaper per line.
  return crypto.hash ? crypto.hash('sha256', data, 'hex') : crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * For a process about to hash far more than the budget (verify hashes every line): node:crypto from
 * the first byte, rather than after the budget's worth hashed in JavaScript, which starts in V8's
 * interpreter. Costs nothing once node:crypto is loaded.
 */
export function preferNativeHash(): void {
  nodeCrypto();
}

/** SHA-256 of the RFC 8785 canonical JSON of a value: how argsHash and resultHash are made. */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalize(value));
}
