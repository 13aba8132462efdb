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
