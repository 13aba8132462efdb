// The verdict, and each proven check, as in-toto Statements v1. Signing is left to existing
// infrastructure (GitHub's actions/attest, Sigstore): no signing code of ours.
//
// The subject is the head commit, named `git+<repository>@<commit>`, with two digests of the same
// commit object: `gitCommit` (its id, the name in-toto gives commits) and `sha256` (the SHA-256 of
// the object as `git cat-file commit <id>` prints it). actions/attest accepts only SHA-2 digests, so
// the signing recipe passes the name and the `sha256` digest: what it signs is this Statement with the
// `gitCommit` digest left out, and the commit is still named by the subject and in the predicate.
import { canonicalize } from '../format/canonical.js';
import { sha256Hex } from '../format/digest.js';
import type { CheckKind } from '../format/generated/configSchema.js';
import type { EvidenceResult } from './evidence.js';
import type { GateResult } from './gate.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const PREDICATE_TYPE = 'https://proofledger.dev/attestation/gate/v1';
export const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1';

export interface AttestationSubject {
  /** The repository as a URL with no credentials (see repositoryUrl), or null when none can be told without naming this machine. */
  repository: string | null;
  head: string;
  base: string | null;
  /** SHA-256 of the head commit object as `git cat-file commit <head>` prints it. */
  headSha256: string;
}

export interface Statement {
  _type: typeof STATEMENT_TYPE;
  subject: { name: string; digest: Record<string, string> }[];
  predicateType: string;
  predicate: Record<string, unknown>;
}

/** The subject's name: `git+<repository>@<commit>`, or the commit id alone when no repository can be named. */
export function subjectName(subject: AttestationSubject): string {
  return subject.repository ? `git+${subject.repository}@${subject.head}` : subject.head;
}

/** What actions/attest takes for the same subject: `subject-name` and `subject-digest`. */
export function signingSubject(subject: AttestationSubject): { name: string; digest: string } {
  return { name: subjectName(subject), digest: `sha256:${subject.headSha256}` };
}

function subjectOf(subject: AttestationSubject): Statement['subject'] {
  return [{ name: subjectName(subject), digest: { gitCommit: subject.head, sha256: subject.headSha256 } }];
}

export function attestationOf(result: GateResult, subject: AttestationSubject): Statement {
  return {
    _type: STATEMENT_TYPE,
    subject: subjectOf(subject),
    predicateType: PREDICATE_TYPE,
    predicate: {
      verdict: result.verdict,
      range: { base: subject.base, head: subject.head },
      agentAuthored: result.agentAuthored,
      checks: result.evidence.map((e) => ({
        check: e.check,
        status: e.status,
        source: 'ledger',
        ...(e.binding ? { binding: e.binding } : {}),
        ...(e.at ? { session: e.at.session, line: e.at.line, command: e.at.command } : {}),
      })),
      findings: result.findings.map((f) => ({ code: f.code, severity: f.severity, ...(f.path ? { path: f.path } : {}), ...(f.line ? { line: f.line } : {}) })),
      sessions: result.added.map((s) => {
        const last = s.entries.at(-1)?.entry;
        return { session: s.session, path: s.path, entries: s.entries.length, ...(last ? { lastEntryHash: last.hash, lastSeq: last.seq } : {}) };
      }),
    },
  };
}

/**
 * One Statement with in-toto's test-result predicate per check the ledger proves, in the order the
 * gate judged them. `configuration` names the command (its text, and the SHA-256 of that text) and the
 * ledger line that recorded the run (its path and line, the SHA-256 of the line, and in `annotations`
 * the session, entry hash, time, binding and test counts). The predicate's `passedTests` and
 * `failedTests` are lists of test names, which the ledger does not hold: the counts go in the
 * annotations, and `failedTests` is written empty when the runner's summary was read (a proven run
 * has no failed test) — never a made-up list of names.
 */
export function testResultStatements(result: GateResult, subject: AttestationSubject): { check: CheckKind; statement: Statement }[] {
  const out: { check: CheckKind; statement: Statement }[] = [];
  for (const e of result.evidence) {
    if (e.status !== 'proven' || !e.at) continue;
    const entry = ledgerEntryOf(result, e.at);
    if (!entry || entry.type !== 'verification') continue;
    const ledgerLine: Record<string, unknown> = {
      name: `${e.at.path}#L${e.at.line}`,
      ...(subject.repository ? { uri: `git+${subject.repository}@${subject.head}#${e.at.path}` } : {}),
      digest: { sha256: sha256Hex(canonicalize(entry)) },
      mediaType: 'application/jsonl',
      annotations: {
        session: e.at.session,
        line: e.at.line,
        seq: entry.seq,
        entryHash: entry.hash,
        ts: entry.ts,
        check: e.check,
        ...(e.binding ? { binding: e.binding } : {}),
        ...(entry.exitCode !== undefined ? { exitCode: entry.exitCode } : {}),
        ...(entry.tests ? { tests: { ...entry.tests } } : {}),
      },
    };
    out.push({
      check: e.check,
      statement: {
        _type: STATEMENT_TYPE,
        subject: subjectOf(subject),
        predicateType: TEST_RESULT_PREDICATE_TYPE,
        predicate: {
          result: 'PASSED',
          configuration: [{ name: entry.command, digest: { sha256: sha256Hex(entry.command) } }, ledgerLine],
          ...(entry.tests ? { failedTests: [] } : {}),
        },
      },
    });
  }
  return out;
}

function ledgerEntryOf(result: GateResult, at: NonNullable<EvidenceResult['at']>): GateResult['added'][number]['entries'][number]['entry'] | undefined {
  const session = result.added.find((s) => s.session === at.session && s.path === at.path);
  return session?.entries.find((x) => x.line === at.line)?.entry;
}

const GITHUB_REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const HOST = /^[A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9]$/;
const SAFE_PATH = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
const SCP_LIKE = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/;
const MAX_REMOTE = 2048;

/**
 * A git remote as a URL that names the repository and nothing else: `https://host/path`, with no user
 * name, password or token, no query or fragment, no port but an http(s) one, and no `.git`; ssh and
 * scp-like remotes (`git@github.com:o/r.git`) as the https URL of the same host and path, so that a
 * clone and CI name the repository alike. A local path, a `file:` URL, or anything that is not plainly
 * a host and a path gives null: a subject must never name this machine.
 */
export function repositoryUrl(remote: string): string | null {
  const text = remote.trim();
  // Dot segments are refused before a URL parser resolves them into another repository's name.
  if (text === '' || text.length > MAX_REMOTE || /[\s\p{Cc}]/u.test(text) || /(?:^|[/\\:])\.\.?(?:[/\\]|$)/.test(text)) return null;
  let scheme = 'https';
  let host: string;
  let port = '';
  let path: string;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    const protocol = url.protocol.slice(0, -1).toLowerCase();
    if (protocol === 'http' || protocol === 'https') {
      scheme = protocol;
      port = url.port ? `:${url.port}` : '';
    } else if (!['ssh', 'git', 'git+ssh', 'ssh+git'].includes(protocol)) return null;
    host = url.hostname;
    path = decodeURIComponentOrNull(url.pathname) ?? '';
  } else {
    const m = SCP_LIKE.exec(text);
    if (!m) return null;
    host = m[1]!;
    path = m[2]!;
  }
  // A one-letter "host" is a Windows drive (C:\repo), which git reads as a path.
  if (host.length < 2 || !HOST.test(host)) return null;
  path = path.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
  if (!SAFE_PATH.test(path) || path.split('/').some((s) => s === '.' || s === '..')) return null;
  return `${scheme}://${host.toLowerCase()}${port}/${path}`;
}

function decodeURIComponentOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The repository a subject names: in CI the host's own name for it (GITHUB_SERVER_URL and
 * GITHUB_REPOSITORY) when set, else the `origin` remote without credentials, else null.
 */
export function repositoryOf(env: { GITHUB_SERVER_URL?: string | undefined; GITHUB_REPOSITORY?: string | undefined }, originUrl: string | undefined): string | null {
  const repository = env.GITHUB_REPOSITORY?.trim();
  if (repository && GITHUB_REPOSITORY.test(repository)) {
    const server = repositoryUrl(`${(env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '')}/${repository}`);
    if (server) return server;
  }
  return originUrl ? repositoryUrl(originUrl) : null;
}
