// Reads test/vectors/secrets/gitleaks-samples.tsv: gitleaks' public test samples (MIT; see the README
// and LICENSE-gitleaks beside it for the columns, escaping and licence).
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SecretSample {
  ruleId: string;
  label: 'tp' | 'fp';
  kind: string;
  origin: string;
  secret: string;
  path: string;
  sample: string;
}

const here = dirname(fileURLToPath(import.meta.url));
export const CORPUS_PATH = join(here, '..', 'vectors', 'secrets', 'gitleaks-samples.tsv');

function unescapeField(s: string): string {
  return s.replace(/\\(\\|t|n|r)/g, (_, c: string) => ({ '\\': '\\', t: '\t', n: '\n', r: '\r' })[c]!);
}

export function corpusAvailable(): boolean {
  return existsSync(CORPUS_PATH);
}

export function loadSecretSamples(): SecretSample[] {
  const lines = readFileSync(CORPUS_PATH, 'utf8').split('\n');
  const header = lines[0]!.split('\t');
  const col = (name: string): number => header.indexOf(name);
  const out: SecretSample[] = [];
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const f = line.split('\t').map(unescapeField);
    out.push({
      ruleId: f[col('rule_id')]!,
      label: f[col('label')] as 'tp' | 'fp',
      kind: f[col('kind')]!,
      origin: f[col('origin')]!,
      secret: f[col('regex_secret')]!,
      path: f[col('path')]!,
      sample: f[col('sample')]!,
    });
  }
  return out;
}

/** One row of the shell-session sets (test/vectors/secrets/shell-*.tsv, described in the README there). */
export interface ShellSecret {
  /** File and line, for messages. */
  where: string;
  class: string;
  secret: string;
  text: string;
}

export type ShellSet = 'tuning' | 'heldout';

function readTsv(name: string): { where: string; fields: Record<string, string> }[] {
  const path = join(here, '..', 'vectors', 'secrets', name);
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0]!.split('\t');
  const out: { where: string; fields: Record<string, string> }[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line === '') return;
    const f = line.split('\t');
    if (f.length !== header.length) throw new Error(`${name}:${i + 2}: ${f.length} fields, the header has ${header.length}`);
    out.push({ where: `${name}:${i + 2}`, fields: Object.fromEntries(header.map((h, j) => [h, unescapeField(f[j]!)])) });
  });
  return out;
}

export function loadShellSecrets(set: ShellSet): ShellSecret[] {
  return readTsv(`shell-${set}.tsv`).map(({ where, fields }) => {
    const row = { where, class: fields['class']!, secret: fields['secret']!, text: fields['text']! };
    if (!row.text.includes(row.secret)) throw new Error(`${where}: the secret is not in the text`);
    return row;
  });
}

/** Realistic shell text without a secret: the scrubber must leave it as it is. */
export function loadShellNegatives(): { where: string; text: string }[] {
  return readTsv('shell-negatives.tsv').map(({ where, fields }) => ({ where, text: fields['text']! }));
}
