import { createHash } from 'node:crypto';
import { canonicalize } from './canonical.js';

export const ZERO_HASH = '0'.repeat(64);

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the RFC 8785 canonical JSON of a value: how argsHash and resultHash are made. */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalize(value));
}
