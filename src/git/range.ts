// Reads what a revision range changed, as plain data for the gate. Unchanged session files are
// never read; changed ones come from git's object store in one `cat-file --batch` process.

import { spawn, spawnSync } from 'node:child_process';
import { ProofledgerError } from '../errors.js';
import { isSessionPath, type ChangedFile, type CommitInfo, type GateInput, type LedgerFileDelta } from '../gate/gate.js';
import { LEDGER_DIR } from '../store/layout.js';
import { sha256Hex } from '../format/digest.js';
import { nodeCrypto } from '../format/nodeCrypto.js';
import { isRunnerConfig, isTestFile, type HarnessDelta } from '../gate/testHarness.js';

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const ZERO_OID = /^0+$/;

function git(dir: string, args: string[], input?: string): Buffer {
  const r = spawnSync('git', args, { cwd: dir, input, maxBuffer: 1 << 30 });
  if (r.error) throw new ProofledgerError(`git ${args[0]}: ${r.error.message}`, 'io');
  if (r.status !== 0) throw new ProofledgerError(`git ${args.join(' ')}: ${r.stderr.toString().trim().split('\n')[0] ?? `exit ${r.status}`}`, 'usage');
  return r.stdout;
}

function resolveRevision(dir: string, rev: string): string {
  const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) {
    // Asked only once resolving failed: a gate that succeeds pays for no extra git process.
    if (!insideRepository(dir)) throw new ProofledgerError(`${dir}: not a git repository: the gate judges commits; run it inside the repository (or give -C <dir>)`, 'usage');
    throw new ProofledgerError(`${rev}: not a commit in this repository${isShallow(dir) ? ' (the clone is shallow: fetch more history, e.g. actions/checkout with fetch-depth: 0)' : ''}`, 'usage');
  }
  return r.stdout.trim();
}

function insideRepository(dir: string): boolean {
  return spawnSync('git', ['rev-parse', '--git-dir'], { cwd: dir, encoding: 'utf8' }).status === 0;
}

export interface ResolvedRevisions {
  /** Commit ids, in the order of the revisions asked for. */
  oids: string[];
  objectFormat: string;
}

/** Several revisions and the object format in one git process, or null if any is not a commit here. */
function tryResolveRevisions(dir: string, revs: readonly string[]): ResolvedRevisions | null {
  // Without --verify, an argument that starts with '-' would be read as an option: those go alone.
  if (revs.some((rev) => rev.startsWith('-'))) return null;
  const r = spawnSync('git', ['rev-parse', '--show-object-format', ...revs.map((rev) => `${rev}^{commit}`)], { cwd: dir, encoding: 'utf8' });
  const lines = r.stdout.trim().split('\n');
  if (r.status === 0 && lines.length === revs.length + 1 && lines.slice(1).every((oid) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(oid))) {
    return { objectFormat: lines[0]!, oids: lines.slice(1) };
  }
  return null;
}

/**
 * Several revisions and the repository's object format in one git process (each spawn is felt in a
 * pre-push hook). If any revision does not resolve, each is resolved alone for the precise error.
 */
export function resolveRevisions(dir: string, revs: readonly string[]): ResolvedRevisions {
  const resolved = tryResolveRevisions(dir, revs);
  if (resolved) return resolved;
  const oids = revs.map((rev) => resolveRevision(dir, rev));
  return { oids, objectFormat: git(dir, ['rev-parse', '--show-object-format']).toString('utf8').trim() };
}

export function isShallow(dir: string): boolean {
  const r = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: dir, encoding: 'utf8' });
  return r.stdout.trim() === 'true';
}

/**
 * Object contents by name (an object id, or any name git resolves, such as rev^{tree} or
 * rev:path), read in one batch. `optional` names may be missing (no entry in the result).
 */
export function readObjects(dir: string, names: readonly string[], optional: ReadonlySet<string> = new Set()): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (names.length === 0) return out;
  const raw = git(dir, ['cat-file', '--batch'], names.join('\n') + '\n');
  let pos = 0;
  for (const name of names) {
    const nl = raw.indexOf(0x0a, pos);
    const header = raw.subarray(pos, nl).toString('utf8').split(' ');
    if (header[header.length - 1] === 'missing' && optional.has(name)) {
      pos = nl + 1;
      continue;
    }
    if (header[1] === 'missing') throw new ProofledgerError(`git object ${name} is missing${isShallow(dir) ? ' (shallow clone: fetch more history)' : ''}`, 'io');
    const size = Number(header[2]);
    out.set(name, raw.subarray(nl + 1, nl + 1 + size));
    pos = nl + 1 + size + 1;
  }
  return out;
}

/** One range to gate, as the CLI's gate, pre-push and the Action all give it. */
export interface GateRange {
  /**
   * The revision the change goes into (a PR's base branch tip, the remote's default branch). The
   * change judged is head's relative to its merge-base with this; null when head's history has no
   * commit to start from (a root commit): everything is new.
   */
  base: string | null;
  head: string;
  pr?: { title: string; body: string };
  branch?: string;
  /** `push` when pre-push judges it (work in progress may pass, see gate.prePush); else as a pull request. */
  stage?: 'push' | 'pull-request';
}

export interface RangeOptions extends GateRange {
  /** The commit the change is measured from: merge-base(base, head), resolved by the caller. */
  mergeBase: string | null;
  /** The repository's object format (sha1 or sha256) when the caller already knows it. */
  objectFormat?: string;
}

/**
 * The id of a tree with one top-level entry removed, from the tree object's content: what
 * `git mktree` would write, computed here rather than in more git processes per gate. A tree object
 * is a run of entries "<mode> <name>\0<raw id>", hashed as "tree <size>\0<content>" with the
 * repository's object format; dropping an entry keeps the rest in git's order.
 */
export function treeIdWithout(content: Buffer, name: string, objectFormat: string): string {
  const idBytes = objectFormat === 'sha256' ? 32 : 20;
  const wanted = Buffer.from(name, 'utf8');
  let kept = content;
  for (let at = 0; at < content.length; ) {
    const nameStart = content.indexOf(0x20, at) + 1;
    const nameEnd = content.indexOf(0, nameStart);
    if (nameStart === 0 || nameEnd < 0) throw new ProofledgerError('git returned a malformed tree object', 'io');
    const next = nameEnd + 1 + idBytes;
    if (content.subarray(nameStart, nameEnd).equals(wanted)) {
      kept = Buffer.concat([content.subarray(0, at), content.subarray(next)]);
      break;
    }
    at = next;
  }
  return nodeCrypto().createHash(objectFormat === 'sha256' ? 'sha256' : 'sha1').update(`tree ${kept.length}\0`).update(kept).digest('hex');
}

/** Object sizes, from one `cat-file --batch-check`. */
function objectSizes(dir: string, oids: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  if (oids.length === 0) return out;
  for (const line of git(dir, ['cat-file', '--batch-check'], oids.join('\n') + '\n').toString('utf8').split('\n')) {
    const [oid, , size] = line.split(' ');
    if (oid && size) out.set(oid, Number(size));
  }
  return out;
}

/**
 * Reads a session file that the range extended, without reading its base: head's first `baseSize`
 * bytes are hashed as a git blob and compared with base's object id (intact history), and only the
 * bytes after them are kept. Memory holds the appended bytes and one line, whatever the history.
 */
async function readExtension(dir: string, baseOid: string, baseSize: number, headOid: string, objectFormat: string): Promise<Pick<LedgerFileDelta, 'base' | 'head'>> {
  const hasher = nodeCrypto().createHash(objectFormat === 'sha256' ? 'sha256' : 'sha1');
  hasher.update(`blob ${baseSize}\0`);
  let consumed = 0;
  let lines = 0;
  let current: Buffer[] = []; // bytes of base's line being read
  let currentLen = 0;
  let lastLine: Buffer | null = null;
  const appended: Buffer[] = [];
  const child = spawn('git', ['cat-file', 'blob', headOid], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    const inPrefix = Math.max(0, Math.min(chunk.length, baseSize - consumed));
    if (inPrefix > 0) {
      const part = chunk.subarray(0, inPrefix);
      hasher.update(part);
      let from = 0;
      for (let nl = part.indexOf(0x0a); nl !== -1; nl = part.indexOf(0x0a, from)) {
        lines++;
        const piece = part.subarray(from, nl);
        lastLine = currentLen ? Buffer.concat([...current, piece]) : Buffer.from(piece);
        current = [];
        currentLen = 0;
        from = nl + 1;
      }
      if (from < part.length && currentLen < 16 * 1024 * 1024) {
        current.push(Buffer.from(part.subarray(from)));
        currentLen += part.length - from;
      }
      consumed += inPrefix;
    }
    if (inPrefix < chunk.length) appended.push(chunk.subarray(inPrefix));
  }
  const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new ProofledgerError(`git cat-file blob ${headOid}: exit ${code}`, 'io');
  const intact = consumed === baseSize && hasher.digest('hex') === baseOid;
  // A base that ended in a torn line: the torn bytes are judged with what was appended to them.
  const head = Buffer.concat([...(currentLen ? current : []), ...appended]);
  return { base: { size: baseSize, intact, lines, lastLine }, head };
}

const GITLINK_MODE = '160000';
const CONFIG_PATH = `${LEDGER_DIR}/config.json`;

export async function readRange(dir: string, options: RangeOptions): Promise<GateInput> {
  const from = options.mergeBase ?? EMPTY_TREE;
  // Renames found for session files only count as one finding; for code they are a delete and an add.
  const raw = git(dir, ['diff', '--raw', '-z', '--find-renames', '--no-abbrev', from, options.head]).toString('utf8');
  const parts = raw.split('\0');
  const ledgerOids: { path: string; status: LedgerFileDelta['status']; from?: string; baseOid?: string; headOid?: string }[] = [];
  const changes: { path: string; status: ChangedFile['status']; newOid: string; gitlink: boolean }[] = [];
  const wanted = new Set<string>();
  for (let i = 0; i + 1 < parts.length; ) {
    const meta = parts[i]!.split(' ');
    const code = meta[4]!.charAt(0);
    const renamed = code === 'R' || code === 'C';
    const oldPath = parts[i + 1]!;
    const path = renamed ? parts[i + 2]! : oldPath;
    i += renamed ? 3 : 2;
    const [oldMode, newMode, oldOid, newOid] = [meta[0]!.slice(1), meta[1]!, meta[2]!, meta[3]!];
    const entries: [string, ChangedFile['status'], string, string, string][] =
      code === 'R' ? [[oldPath, 'deleted', oldOid, '0', oldMode], [path, 'added', '0', newOid, newMode]]
      : [[path, code === 'A' || code === 'C' ? 'added' : code === 'D' ? 'deleted' : 'modified', code === 'C' ? '0' : oldOid, newOid, newMode]];
    if (code === 'R' && isSessionPath(oldPath) && isSessionPath(path)) {
      ledgerOids.push({ path, status: 'renamed', from: oldPath });
      continue;
    }
    for (const [p, status, o, n, mode] of entries) {
      if (isSessionPath(p)) {
        ledgerOids.push({ path: p, status, ...(ZERO_OID.test(o) ? {} : { baseOid: o }), ...(ZERO_OID.test(n) ? {} : { headOid: n }) });
        if (status === 'added') wanted.add(n);
      } else if (!p.startsWith(`${LEDGER_DIR}/`)) {
        // A submodule's entry is a commit id of another repository: it is the content, never read.
        const gitlink = mode === GITLINK_MODE || (status === 'deleted' && oldMode === GITLINK_MODE);
        changes.push({ path: p, status, newOid: n, gitlink });
        if (!ZERO_OID.test(n) && !gitlink) wanted.add(n);
      }
    }
  }
  const objectFormat = options.objectFormat ?? git(dir, ['rev-parse', '--show-object-format']).toString('utf8').trim();
  // head's tree and both ends' config come in the same batch as the blobs: evidence is judged
  // against head's tree (.proofledger/ excluded), and the policy is base's.
  const headTreeName = `${options.head}^{tree}`;
  const configNames = [...(options.base ? [`${options.base}:${CONFIG_PATH}`] : []), `${options.head}:${CONFIG_PATH}`];
  const objects = readObjects(dir, [...wanted, headTreeName, ...configNames], new Set(configNames));
  const sizes = objectSizes(dir, ledgerOids.flatMap((f) => (f.status === 'modified' && f.baseOid ? [f.baseOid] : [])));
  const ledger: LedgerFileDelta[] = [];
  for (const f of ledgerOids) {
    if (f.status === 'modified' && f.baseOid && f.headOid) {
      ledger.push({ path: f.path, status: f.status, ...(await readExtension(dir, f.baseOid, sizes.get(f.baseOid) ?? 0, f.headOid, objectFormat)) });
    } else {
      ledger.push({ path: f.path, status: f.status, ...(f.from ? { from: f.from } : {}), ...(f.headOid ? { head: objects.get(f.headOid)! } : {}) });
    }
  }
  const commitArgs = ['log', '-z', '--format=%H%x1f%an <%ae>%x1f%B', options.base ? `${options.base}..${options.head}` : options.head];
  const commits: CommitInfo[] = git(dir, commitArgs)
    .toString('utf8')
    .split('\0')
    .filter((c) => c.trim() !== '')
    .map((c) => {
      const [sha, author, message] = c.split('\x1f');
      return { sha: sha!.trim(), author: author ?? '', message: message ?? '' };
    });
  const harness = readHarness(dir, options.mergeBase, options.head, changes, objects);
  const baseConfig = options.base ? objects.get(`${options.base}:${CONFIG_PATH}`) : undefined;
  const headConfig = objects.get(`${options.head}:${CONFIG_PATH}`);
  return {
    ledger,
    changes: changes.map((c) => ({
      path: c.path,
      status: c.status,
      ...(ZERO_OID.test(c.newOid) ? {} : { headOid: c.newOid, ...(c.gitlink ? { gitlink: true } : contentDigests(objects.get(c.newOid)!)) }),
    })),
    commits,
    headTree: treeIdWithout(objects.get(headTreeName)!, LEDGER_DIR, objectFormat),
    config: { base: baseConfig ? baseConfig.toString('utf8') : null, head: headConfig ? headConfig.toString('utf8') : null },
    harness,
    ...(options.pr ? { pr: options.pr } : {}),
    ...(options.branch ? { branch: options.branch } : {}),
  };
}

/** What the change does to the test harness: package.json's scripts, runner configs, lines added to tests, tests deleted. */
function readHarness(dir: string, mergeBase: string | null, head: string, changes: readonly { path: string; status: ChangedFile['status']; newOid: string }[], objects: Map<string, Buffer>): HarnessDelta {
  const delta: HarnessDelta = { configs: [], addedLines: [], deleted: [] };
  const pkg = changes.find((c) => c.path === 'package.json');
  if (pkg) {
    const base = mergeBase ? readObjects(dir, [`${mergeBase}:package.json`], new Set([`${mergeBase}:package.json`])).get(`${mergeBase}:package.json`) : undefined;
    const headBlob = pkg.status === 'deleted' ? undefined : objects.get(pkg.newOid);
    delta.packageJson = { base: base ? base.toString('utf8') : null, head: headBlob ? headBlob.toString('utf8') : null };
  }
  delta.configs = changes.filter((c) => c.path !== 'package.json' && isRunnerConfig(c.path)).map((c) => c.path);
  delta.deleted = changes.filter((c) => c.status === 'deleted' && isTestFile(c.path)).map((c) => c.path);
  const tests = changes.filter((c) => c.status !== 'deleted' && isTestFile(c.path)).map((c) => c.path);
  if (tests.length > 0) {
    const diff = git(dir, ['diff', '-U0', '--no-color', '--no-ext-diff', mergeBase ?? EMPTY_TREE, head, '--', ...tests.map((t) => `:(literal)${t}`)]).toString('utf8');
    let current: { path: string; lines: string[] } | null = null;
    for (const line of diff.split('\n')) {
      if (line.startsWith('+++ ')) {
        current = { path: line.replace(/^\+\+\+ b\//, ''), lines: [] };
        delta.addedLines.push(current);
      } else if (line.startsWith('+') && current) current.lines.push(line.slice(1));
    }
  }
  return delta;
}

/** A blob's SHA-256, and, for text with LF line ends, that of its CRLF checkout form. */
function contentDigests(blob: Buffer): { headSha256: string; headSha256Crlf?: string } {
  const lf = blob.indexOf(0x0a);
  if (lf < 0 || blob.indexOf(0) >= 0 || blob.includes('\r\n')) return { headSha256: sha256Hex(blob) };
  return { headSha256: sha256Hex(blob), headSha256Crlf: sha256Hex(Buffer.from(blob.toString('latin1').replace(/\n/g, '\r\n'), 'latin1')) };
}

/**
 * The commit a change is measured from: merge-base(base, head). Refuses, with the reason, a range
 * whose ends share no history, and one whose head is already in base (arguments swapped, or a
 * change already merged: nothing to judge).
 */
export function mergeBaseOf(dir: string, base: string, head: string, names: { base: string; head: string } = { base, head }): string {
  const r = spawnSync('git', ['merge-base', base, head], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0 || r.stdout.trim() === '') {
    throw new ProofledgerError(`${names.base} and ${names.head} share no history: the gate judges what ${names.head} changes relative to where it left ${names.base}${isShallow(dir) ? ' (the clone is shallow: fetch more history, e.g. actions/checkout with fetch-depth: 0)' : ''}`, 'usage');
  }
  const mergeBase = r.stdout.trim();
  if (mergeBase === head && head !== base) {
    throw new ProofledgerError(`${names.head} is already contained in ${names.base}: the arguments look swapped (--base is where the change goes, --head the change), or the change is already merged`, 'usage');
  }
  return mergeBase;
}
