import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

// node:crypto is loaded when first needed, not on import: loading it costs a process a few
// milliseconds, more than all the hashing an agent hook does (a hook is a process started for each
// of an agent's tool calls, and must start about as fast as node itself).
type NodeCrypto = typeof import('node:crypto');
let loaded: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  return (loaded ??= (process.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? (createRequire(import.meta.url)('node:crypto') as NodeCrypto));
}

/** Whether node:crypto is loaded already: once it is, it is the cheaper way to everything. */
export function nodeCryptoLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * `n` cryptographically random bytes: node:crypto's once it is loaded, else the kernel's own
 * generator (/dev/urandom, which node:crypto's comes from on these systems), else node:crypto's.
 */
export function randomBytes(n: number): Buffer {
  if (!loaded && process.platform !== 'win32') {
    try {
      const fd = openSync('/dev/urandom', 'r');
      try {
        const out = Buffer.alloc(n);
        for (let at = 0; at < n; ) {
          const got = readSync(fd, out, at, n - at, null);
          if (got <= 0) throw new Error('short read from /dev/urandom');
          at += got;
        }
        return out;
      } finally {
        closeSync(fd);
      }
    } catch {
      // no /dev/urandom here (a sandbox, a chroot): Node's
    }
  }
  return nodeCrypto().randomBytes(n);
}
