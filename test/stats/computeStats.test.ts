// The pure parts of stats (figures, periods, the page's escaping) and the threads that gather the
// facts: workers (the built code, as the CLI runs it) give exactly what one thread gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStats, figuresOf, periodOf, timeUnitFor, UNKNOWN, type SessionFacts } from '../../src/stats/computeStats.js';
import { collectStats as sourceCollectStats } from '../../src/stats/collectStats.js';
import { statsPage } from '../../src/stats/statsPage.js';
import { statsTable } from '../../src/stats/statsTable.js';
import { appendEntry } from '../../src/store/append.js';
import { layoutFor, sessionFilePath } from '../../src/store/layout.js';
import { listSessionFiles } from '../../src/store/sessionFiles.js';
// @ts-ignore -- the built module: its workers load build/stats/statsWorker.js
import { collectStats as builtCollectStats } from '../../build/stats/collectStats.js';
import { makeTempDir } from '../support/tempRepo.js';
const collectStats = builtCollectStats as typeof sourceCollectStats;

function facts(over: Partial<SessionFacts>): SessionFacts {
  return { repository: '.', session: 's', agent: 'a', model: 'm', startedAt: '2026-11-02T10:00:00.000Z', claims: [], checkRuns: 0, failedCheckRuns: 0, unobservedCheckRuns: 0, changedCode: false, editToPassMs: null, uncoveredChange: false, ...over };
}

describe('stats figures', () => {
  it('median and p90 are values that occurred (nearest rank), over the sessions that got there', () => {
    const f = figuresOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => facts({ editToPassMs: n * 1000 })).concat([facts({})]));
    expect(f.editToPass).toEqual({ sessions: 10, medianMs: 5000, p90Ms: 9000 });
    expect(figuresOf([]).editToPass).toEqual({ sessions: 0, medianMs: null, p90Ms: null });
    expect(figuresOf([]).uncoveredShare).toBeNull();
  });

  it('each claim counts once: proven at the stop, proven after a veto, or unproven', () => {
    const f = figuresOf([facts({ claims: [{ proven: true, afterVeto: false }, { proven: true, afterVeto: true }, { proven: false, afterVeto: true }, { proven: false, afterVeto: false }] })]);
    expect(f).toMatchObject({ claims: 4, provenAtStop: 1, vetoed: 2, provenAfterVeto: 1, unproven: 2 });
  });

  it('periods: days up to two months, weeks from Monday up to two years, months beyond', () => {
    const day = 86_400_000;
    const t = Date.parse('2026-11-05T23:59:59.000Z'); // a Thursday
    expect(timeUnitFor(t, t + 62 * day)).toBe('day');
    expect(timeUnitFor(t, t + 63 * day)).toBe('week');
    expect(timeUnitFor(t, t + 800 * day)).toBe('month');
    expect(periodOf(t, 'day')).toBe('2026-11-05');
    expect(periodOf(t, 'week')).toBe('2026-11-02');
    expect(periodOf(Date.parse('2026-11-01T00:00:00.000Z'), 'week')).toBe('2026-10-26'); // a Sunday
    expect(periodOf(t, 'month')).toBe('2026-11');
  });

  it('names from the ledger are text on the page, never markup, and the page asks for nothing', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const report = computeStats([{ name: '<b>repo</b>', verified: 1, notVerified: [{ repository: '<b>repo</b>', path: '.proofledger/sessions/x.jsonl', reason: '<script>x</script>' }] }], [facts({ agent: hostile, model: hostile, claims: [{ proven: false, afterVeto: false }] })]);
    const html = statsPage(report);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
    // The longest names the schema lets through (512 characters), all markup, escaped everywhere.
    const longest = '<'.repeat(512);
    const big = statsPage(computeStats([{ name: '.', verified: 1, notVerified: [] }], [facts({ agent: longest, model: longest, claims: [{ proven: true, afterVeto: false }] })]));
    expect(big).not.toContain('<<');
    expect(big).toContain('&#60;'.repeat(512));
    // The terminal shows a name as text: markup as given, no escape sequence of the ledger's.
    expect(statsTable(report).join('\n')).toContain(hostile);
    const vt = statsTable(computeStats([{ name: '.', verified: 1, notVerified: [] }], [facts({ agent: 'evil\u001b[2J\u001b]0;title\u0007x\ry', model: 'm\u009b31m' })])).join('\n');
    expect(vt).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(vt).toContain('evilx?y');
  });

  it('a session without an agent or a model is counted under unknown', () => {
    const report = computeStats([{ name: '.', verified: 1, notVerified: [] }], [facts({ agent: UNKNOWN, model: UNKNOWN })]);
    expect(report.groups.map((g) => [g.agent, g.model])).toEqual([['unknown', 'unknown']]);
  });
});

describe('stats over threads', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeAll(() => {
    tmp = makeTempDir();
    const layout = layoutFor(tmp.dir);
    const agents = ['claude-code', 'codex', 'gemini'];
    for (let s = 0; s < 24; s++) {
      const id = `s${s}`;
      const add = (p: Record<string, unknown>) => appendEntry(layout, id, p as never, { fsync: false });
      add({ type: 'session', event: 'start', agent: { name: agents[s % 3] } });
      for (let i = 0; i < 5 + s; i++) add({ type: 'file_edit', path: `src/f${i % 4}.ts`, sha256: 'ab'.repeat(32), bytes: 10 });
      if (s % 2 === 0) add({ type: 'verification', check: 'test', passed: s % 4 === 0, command: 'npm test', exitCode: s % 4 === 0 ? 0 : 1, source: 'exec', tests: { passed: 3, failed: s % 4 === 0 ? 0 : 1, skipped: 0 } });
      if (s % 3 === 0) add({ type: 'session', event: 'veto', reason: 'unproven' });
      add({ type: 'session', event: 'finish', outcome: 'success', reason: 'All tests pass.', agent: { name: agents[s % 3], model: `m${s % 2}` } });
    }
    // One session edited by hand: it must be rejected on whichever thread takes it.
    const p = sessionFilePath(layout, 's5');
    writeFileSync(p, readFileSync(p, 'utf8').replace('"bytes":10', '"bytes":11'));
  });
  afterAll(() => tmp.cleanup());

  it('workers give exactly what one thread gives, in the order of the files', async () => {
    const layout = layoutFor(tmp.dir);
    const files = listSessionFiles(layout).map((path) => ({ path, display: path.slice(tmp.dir.length + 1), repository: 0 }));
    const repositories = [{ name: '.', config: {} }];
    const one = await collectStats(files, repositories, { threads: 1 });
    const many = await collectStats(files, repositories, { threads: 3, minParallelBytes: 0 });
    expect(many).toEqual(one);
    expect(one.filter((o) => 'rejected' in o).map((o) => 'rejected' in o && o.rejected.path)).toEqual([join('.proofledger', 'sessions', 's5.jsonl')]);
    const facts = one.flatMap((o) => ('facts' in o ? [o.facts] : []));
    expect(facts).toHaveLength(23);
    expect(facts.find((f) => f.session === 's0')).toMatchObject({ agent: 'claude-code', model: 'm0', claims: [{ proven: true, afterVeto: true }], checkRuns: 1, failedCheckRuns: 0 });
    expect(facts.find((f) => f.session === 's2')).toMatchObject({ agent: 'gemini', claims: [{ proven: false, afterVeto: false }], failedCheckRuns: 1, uncoveredChange: false });
    expect(facts.find((f) => f.session === 's1')).toMatchObject({ claims: [{ proven: false, afterVeto: false }], checkRuns: 0, uncoveredChange: true, editToPassMs: null });
  });
});
