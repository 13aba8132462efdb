import * as crypto from 'node:crypto';
import { canonicalize } from './canonical.js';

export const ZERO_HASH = '0'.repeat(64);

// crypto.hash (Node ≥ 20.12) is a one-shot digest without a Hash object: much cheaper per line.
const oneShot = (crypto as unknown as { hash?: (alg: string, data: string | Uint8Array, enc: 'hex') => string }).hash;

export function sha256Hex(data: string | Uint8Array): string {
  return oneShot ? oneShot('sha256', data, 'hex') : crypto.createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the RFC 8785 canonical JSON of a value: how argsHash and resultHash are made. */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalize(value));
}
