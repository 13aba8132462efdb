// Rewrites the counts section of test/vectors/claims/README.md from the corpus files, so that the
// figures there are never edited by hand: `node scripts/claims-corpus-counts.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../test/vectors/claims/', import.meta.url));
const cases = readdirSync(dir + 'corpus').filter((f) => f.endsWith('.json')).sort()
  .map((f) => JSON.parse(readFileSync(`${dir}corpus/${f}`, 'utf8')));
const n = cases.length;
const claims = (c) => c.expected.checks.length > 0 || c.expected.bare;
const heldout = cases.filter((c) => c.split === 'heldout').length;
const negatives = n - cases.filter(claims).length;
const per = (check) => cases.filter((c) => c.expected.checks.includes(check)).length;

function table(key) {
  const counts = new Map();
  for (const c of cases) counts.set(c[key], (counts.get(c[key]) ?? 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || a.localeCompare(b));
  const rows = keys.map((k) => {
    const of = cases.filter((c) => c[key] === k);
    return `| \`${k}\` | ${of.length} | ${of.filter((c) => c.split === 'heldout').length} | ${of.filter(claims).length} |`;
  });
  return [`| ${key} | cases | heldout | claims |`, '|---|---|---|---|', ...rows].join('\n');
}

const section = `<!-- counts -->
**${n} cases**: ${n - heldout} \`tune\`, ${heldout} \`heldout\` (${Math.floor((heldout * 100) / n)}%). ${n - negatives} make a claim, ${negatives} (${Math.floor((negatives * 100) / n)}%) are hard negatives (\`checks: []\`, \`bare: false\`). Claims by kind: test ${per('test')}, build ${per('build')}, lint ${per('lint')}, typecheck ${per('typecheck')}; bare ${cases.filter((c) => c.expected.bare).length}.

${table('kind')}

${table('author')}
<!-- /counts -->`;
const readme = readFileSync(dir + 'README.md', 'utf8');
writeFileSync(dir + 'README.md', readme.replace(/<!-- counts -->[\s\S]*<!-- \/counts -->/, () => section));
