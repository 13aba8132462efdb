// `proofledger index [--rebuild]`: the local SQLite mirror that makes log, summary and provenance fast.
import { requireInitialized } from '../../store/layout.js';
import { join } from 'node:path';
import { updateIndex } from '../../query/ledgerIndex.js';
import { displayPath, printLine, type CliContext } from '../context.js';
import { plural } from './plural.js';

export function runIndex(context: CliContext, opts: { rebuild?: boolean }): number {
  requireInitialized(context.layout);
  const r = updateIndex(context.layout, { rebuild: opts.rebuild ?? false });
  const where = displayPath(context, join(context.layout.ledgerDir, 'index.sqlite'));
  printLine(context, `${r.rebuilt ? 'built' : 'updated'} ${where}: ${plural(r.sessions, 'session')}, ${plural(r.added, 'entry', 'entries')} read${r.rebuiltSessions ? `, ${plural(r.rebuiltSessions, 'changed session')} re-read` : ''}`);
  return 0;
}
