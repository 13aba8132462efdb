// The tree id the gate compares evidence with (head's tree without .proofledger) is computed
// in-process from the tree object; it must be exactly the id git gives the same tree, in both object
// formats, whatever the names and modes.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeIdWithout } from '../../src/git/range.js';

const env = { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@t' };

function repoWithEveryKindOfEntry(objectFormat: 'sha1' | 'sha256', withLedger: boolean): { dir: string; git: (args: string[], input?: Buffer) => Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'proofledger-tree-'));
  const git = (args: string[], input?: Buffer): Buffer => execFileSync('git', args, { cwd: dir, env, ...(input ? { input } : {}) });
  git(['init', '-q', '-b', 'main', `--object-format=${objectFormat}`]);
  writeFileSync(join(dir, 'plain.txt'), 'x\n');
  writeFileSync(join(dir, 'a b.txt'), 'spaces\n');
  writeFileSync(join(dir, 'ünïcode.md'), 'u\n');
  writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), Buffer.from([0x6e, 0xff, 0xfe, 0x2e, 0x62, 0x69, 0x6e])]), 'not UTF-8\n'); // a name that is not UTF-8
  writeFileSync(join(dir, 'tab\tin name'), 't\n');
  writeFileSync(join(dir, 'run.sh'), '#!/bin/sh\n');
  chmodSync(join(dir, 'run.sh'), 0o755);
  symlinkSync('plain.txt', join(dir, 'link'));
  mkdirSync(join(dir, 'a'));
  writeFileSync(join(dir, 'a', 'inner.ts'), 'i\n');
  writeFileSync(join(dir, 'a.txt'), 'sorts after the directory a\n');
  writeFileSync(join(dir, 'a-b'), 'sorts before a/\n');
  if (withLedger) {
    mkdirSync(join(dir, '.proofledger', 'sessions'), { recursive: true });
    writeFileSync(join(dir, '.proofledger', 'sessions', 's.jsonl'), '{}\n');
  }
  git(['add', '-A']);
  // A submodule (gitlink) entry, which points at a commit, not a blob.
  const gitlink = objectFormat === 'sha1' ? '1'.repeat(40) : '1'.repeat(64);
  git(['update-index', '--add', '--cacheinfo', `160000,${gitlink},vendor/sub`]);
  git(['commit', '-q', '-m', 'every kind of entry']);
  return { dir, git };
}

describe('tree ids computed in-process', () => {
  for (const objectFormat of ['sha1', 'sha256'] as const) {
    it(`equal git's own ids (${objectFormat}): the tree without .proofledger, and a tree without the name`, () => {
      const { dir, git } = repoWithEveryKindOfEntry(objectFormat, true);
      try {
        const content = git(['cat-file', 'tree', 'HEAD^{tree}']);
        // What git mktree makes of the listing without the ledger is the reference.
        const records = git(['ls-tree', '-z', '--full-tree', 'HEAD']).toString('latin1').split('\0').filter((r) => r !== '');
        expect(records.length).toBeGreaterThan(10);
        const kept = records.filter((r) => !r.endsWith('\t.proofledger'));
        expect(kept.length).toBe(records.length - 1);
        const expected = git(['mktree', '-z'], Buffer.from(kept.map((r) => r + '\0').join(''), 'latin1')).toString().trim();
        expect(treeIdWithout(content, '.proofledger', objectFormat)).toBe(expected);
        // No entry of that name: the tree's own id.
        expect(treeIdWithout(content, 'not-there', objectFormat)).toBe(git(['rev-parse', 'HEAD^{tree}']).toString().trim());
        // A name only inside a subdirectory is not a top-level entry.
        expect(treeIdWithout(content, 'inner.ts', objectFormat)).toBe(git(['rev-parse', 'HEAD^{tree}']).toString().trim());
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('a tree of only .proofledger becomes the empty tree; a malformed tree object is an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proofledger-tree-'));
    try {
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir, env });
      mkdirSync(join(dir, '.proofledger'));
      writeFileSync(join(dir, '.proofledger', 'config.json'), '{}\n');
      execFileSync('git', ['add', '-A'], { cwd: dir, env });
      execFileSync('git', ['commit', '-q', '-m', 'ledger only'], { cwd: dir, env });
      const content = execFileSync('git', ['cat-file', 'tree', 'HEAD^{tree}'], { cwd: dir, env });
      expect(treeIdWithout(content, '.proofledger', 'sha1')).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904');
      expect(() => treeIdWithout(Buffer.from('100644 no-terminator'), '.proofledger', 'sha1')).toThrow(/malformed tree/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
