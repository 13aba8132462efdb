// Would a classifier trained on the corpus's tune split read claims the rules miss? An experiment, not
// part of the product: `npm run build && node scripts/claims-model-experiment.mjs`.
//
// The model: for each kind (test, build, lint, typecheck, bare), a logistic regression over a sentence's
// hashed words and word pairs (a code span replaced by the kind the command classifier reads in it,
// zeros and ticks by tokens of their own). The labels are per text, so it is trained as multiple
// instances: a text's score is its best sentence's, and each step moves the weights of that sentence.
// It reports, as precision / recall on texts, over all kinds, and per kind:
//   - five-fold cross-validation within tune: the rules alone, the model alone, and the two combined
//     (a kind the model reads at or above a threshold added to the rules', "rules + model"; a kind the
//     rules read dropped when the model scores it below a threshold, "rules − model");
//   - the same trained on all of tune and read on held-out (held-out chooses nothing here).
// Deterministic: the shuffle is seeded.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findClaims } from '../build/gate/claims.js';
import { checkClassifier } from '../build/adapters/checkCommands.js';

const KINDS = ['test', 'build', 'lint', 'typecheck', 'bare'];
const DIMENSION = 1 << 18;
const FOLDS = 5;
const EPOCHS = 8;
const RATE = 0.2;
const classify = checkClassifier({});
const corpus = fileURLToPath(new URL('../test/vectors/claims/corpus/', import.meta.url));

function fnv(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) & (DIMENSION - 1);
}

/** Lines, list markers off, cut after end marks; fenced code is not prose. */
function sentencesOf(text) {
  const out = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced || /^\s*```/.test(line)) continue;
    for (const s of line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').split(/(?<=[.!?])\s+(?=[A-Z`])/)) if (s.trim().length > 1) out.push(s.trim());
  }
  return out.slice(0, 200);
}

function featuresOf(sentence) {
  const text = sentence.replace(/`([^`]{1,200})`/g, (_, command) => ` zcode${classify(command) ?? 'none'} `).toLowerCase()
    .replace(/\b0+\b/g, ' zzero ').replace(/\b\d+\b/g, ' znumber ').replace(/\[x\]/g, ' ztick ').replace(/\[ \]/g, ' zuntick ');
  const words = text.match(/[a-z\u00c0-\uffff]+|[✅❌✔✓/]/g) ?? [];
  const features = new Set(['bias', `first_${words[0] ?? ''}`]);
  words.forEach((w, i) => { features.add(w); if (i > 0) features.add(`${words[i - 1]}_${w}`); });
  return [...features].map(fnv);
}

function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9 >>> 0) / 2 ** 32);
}

function train(texts, kind, random) {
  const w = new Float64Array(DIMENSION);
  const score = (features) => features.reduce((z, i) => z + w[i], 0);
  const order = texts.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [order[i], order[j]] = [order[j], order[i]]; }
    for (const t of order.map((i) => texts[i]).filter((t) => t.sentences.length > 0)) {
      const best = t.sentences.reduce((b, f) => (score(f) > score(b) ? f : b));
      const step = RATE * ((t.expected.has(kind) ? 1 : 0) - 1 / (1 + Math.exp(-score(best))));
      for (const i of best) w[i] += step;
    }
  }
  return (t) => (t.sentences.length === 0 ? 0 : 1 / (1 + Math.exp(-Math.max(...t.sentences.map(score)))));
}

function measure(texts, read) {
  const zero = () => ({ tp: 0, fp: 0, fn: 0 });
  const whole = zero(), all = zero(), per = Object.fromEntries(KINDS.map((k) => [k, zero()]));
  const add = (c, want, got) => { if (want && got) c.tp++; else if (got) c.fp++; else if (want) c.fn++; };
  for (const t of texts) {
    const got = read(t);
    add(whole, t.expected.size > 0, got.size > 0);
    for (const k of KINDS) { add(per[k], t.expected.has(k), got.has(k)); add(all, t.expected.has(k), got.has(k)); }
  }
  const pr = (c) => `${(c.tp / Math.max(1, c.tp + c.fp)).toFixed(2)}/${(c.tp / Math.max(1, c.tp + c.fn)).toFixed(2)}`;
  return `texts ${pr(whole)}  kinds ${pr(all)}  ${KINDS.map((k) => `${k} ${pr(per[k])}`).join('  ')}`;
}

function report(title, texts, scores) {
  console.log(`\n${title}`);
  console.log(`  ${'rules'.padEnd(18)} ${measure(texts, (t) => t.rules)}`);
  for (const at of [0.5, 0.7, 0.9]) {
    console.log(`  ${`model ≥ ${at}`.padEnd(18)} ${measure(texts, (t) => new Set(KINDS.filter((k) => scores.get(t)[k] >= at)))}`);
    console.log(`  ${`rules + model ≥ ${at}`.padEnd(18)} ${measure(texts, (t) => new Set([...t.rules, ...KINDS.filter((k) => scores.get(t)[k] >= at)]))}`);
  }
  for (const below of [0.02, 0.1]) console.log(`  ${`rules − model < ${below}`.padEnd(18)} ${measure(texts, (t) => new Set([...t.rules].filter((k) => scores.get(t)[k] >= below)))}`);
}

const texts = readdirSync(corpus).filter((f) => f.endsWith('.json')).sort().map((f) => {
  const c = JSON.parse(readFileSync(corpus + f, 'utf8'));
  const claims = findClaims(c.text, 'pr', 'body', { builtin: true, extra: [] });
  const rules = new Set(claims.flatMap((claim) => claim.checks));
  if (claims.some((claim) => claim.bare)) rules.add('bare');
  const expected = new Set(c.expected.checks);
  if (c.expected.bare) expected.add('bare');
  return { id: c.id, split: c.split, expected, rules, sentences: sentencesOf(c.text).map(featuresOf) };
});
const tune = texts.filter((t) => t.split === 'tune');
const heldout = texts.filter((t) => t.split === 'heldout');

const crossValidated = new Map(tune.map((t) => [t, {}]));
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (t) => fnv(t.id) % FOLDS === fold;
  for (const k of KINDS) {
    const model = train(tune.filter((t) => !inFold(t)), k, seeded(fold * 31 + KINDS.indexOf(k)));
    for (const t of tune.filter(inFold)) crossValidated.get(t)[k] = model(t);
  }
}
report(`five-fold cross-validation on tune (${tune.length} texts); the rules were written from these texts`, tune, crossValidated);

const onHeldout = new Map(heldout.map((t) => [t, {}]));
for (const k of KINDS) {
  const model = train(tune, k, seeded(97 + KINDS.indexOf(k)));
  for (const t of heldout) onHeldout.get(t)[k] = model(t);
}
report(`trained on tune, read on held-out (${heldout.length} texts)`, heldout, onHeldout);
