// `proofledger export otlp`: the repository's sessions, those that verify, sent as OpenTelemetry
// traces to a collector. A session file that fails verification is not sent (its entries prove
// nothing) and is named on stderr.
import { spawnSync } from 'node:child_process';
import { ProofledgerError, EXIT_OK } from '../../errors.js';
import { resourceAttributes } from '../../export/otlp/resource.js';
import { sessionSpans } from '../../export/otlp/spans.js';
import { parseHeaders, sendSpans, tracesUrl, type OtlpProtocol } from '../../export/otlp/send.js';
import { readVerifiedSessions, rejectionLines } from '../../store/sessionEvidence.js';
import { plural } from './plural.js';
import { printLine, sessionFilesFor, type CliContext } from '../context.js';

export interface ExportOtlpOptions {
  endpoint?: string;
  header?: string[];
  protocol: OtlpProtocol;
  session?: string;
}

function gitOut(root: string, args: string[]): string | undefined {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
}

export async function runExportOtlp(context: CliContext, opts: ExportOtlpOptions, version: string): Promise<number> {
  const endpoint = opts.endpoint ?? context.env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  if (!endpoint) throw new ProofledgerError('export otlp: give --endpoint URL (the collector, e.g. http://localhost:4318) or set OTEL_EXPORTER_OTLP_ENDPOINT', 'usage');
  const url = tracesUrl(endpoint);
  const headers = parseHeaders(opts.header ?? [], '--header');
  const root = context.layout.root;
  const { sessions, rejected } = readVerifiedSessions(root, await sessionFilesFor(context, opts.session));
  const spans = sessions.flatMap((s) => sessionSpans(s));
  const env = context.env;
  const resource = resourceAttributes({
    ...(env['GITHUB_REPOSITORY'] ? { githubRepository: env['GITHUB_REPOSITORY'] } : {}),
    ...(env['GITHUB_SERVER_URL'] ? { serverUrl: env['GITHUB_SERVER_URL'] } : {}),
    ...optional('originUrl', gitOut(root, ['config', '--get', 'remote.origin.url'])),
    ...optional('head', gitOut(root, ['rev-parse', '--verify', '--quiet', 'HEAD'])),
    ...optional('branch', gitOut(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'])),
  }, version);
  await sendSpans({ resource, spans }, { endpoint, headers, protocol: opts.protocol });
  for (const line of rejectionLines(rejected)) context.stderr.write(`proofledger: ${line}; not exported\n`);
  printLine(context, `exported ${plural(sessions.length, 'session')} (${plural(spans.length, 'span')}) to ${url}${rejected.length > 0 ? `; ${plural(rejected.length, 'session file')} failed verification and ${rejected.length === 1 ? 'was' : 'were'} not exported` : ''}`);
  return EXIT_OK;
}

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> => (value === undefined ? {} : ({ [key]: value } as Record<K, string>));
