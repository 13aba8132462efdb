// `proofledger stats` over real ledgers (statsScenario.ts): every figure checked in the terminal
// table and in --json, against what the session files say, read here independently.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { buildScenario, type Scenario } from './statsScenario.js';

let s: Scenario;
beforeAll(() => {
  s = buildScenario();
}, 300_000);
afterAll(() => s?.cleanup());

/** First code change to first passing test run, from a session's own lines. */
function editToPass(entries: Record<string, any>[]): number {
  const edit = entries.find((e) => e.type.startsWith('file_'))!;
  const pass = entries.find((e) => e.type === 'verification' && e.passed === true && e.seq > edit.seq)!;
  return Date.parse(pass.ts) - Date.parse(edit.ts);
}

const ZERO = { sessions: 0, claims: 0, provenAtStop: 0, vetoed: 0, provenAfterVeto: 0, unproven: 0, checkRuns: 0, failedCheckRuns: 0, unobservedCheckRuns: 0, sessionsWithCodeChanges: 0, uncoveredSessions: 0 };

describe('proofledger stats', () => {
  it('the sessions are what the agents and the CLI recorded', () => {
    const events = (id: string) => s.alpha.sessions()[id]!.filter((e) => e.type === 'session').map((e) => e.event);
    expect(events(s.ids.claudeHonest)).toEqual(['start', 'finish']);
    expect(events(s.ids.claudeDishonest)).toEqual(['start', 'veto', 'finish']);
    expect(events(s.ids.claudeFailing)).toEqual(['start', 'veto', 'finish']);
    expect(events(s.ids.opencodeDishonest)).toEqual(['start', 'veto', 'finish']);
    expect(s.alpha.sessions()[s.ids.opencodeHonest]!.at(-1)).toMatchObject({ event: 'finish', agent: { model: 'fake/fake-model' } });
    expect(s.beta.sessions()[s.ids.codexDishonest]!.at(-1)).toMatchObject({ event: 'finish', outcome: 'success', agent: { model: 'gpt-5.5' } });
    // The hand-edited session is refused by verify itself.
    expect(s.alpha.cli(['verify', '.proofledger/sessions/aider-3.jsonl']).code).toBe(1);
  });

  it('--json: per agent and model, every figure', () => {
    const r = s.alpha.cli(['stats', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const a = s.alpha.sessions();
    expect(report.repositories).toEqual([{ name: '.', sessions: 9, verified: 8, notVerified: 1 }]);
    expect(report.notVerified).toEqual([{ repository: '.', path: '.proofledger/sessions/aider-3.jsonl', reason: expect.stringMatching(/^fails verification \(1 failure; line 4: hash_mismatch: .*\): its entries are not evidence$/) }]);
    const group = (agent: string, model: string) => report.groups.find((g: any) => g.agent === agent && g.model === model);
    expect(report.groups.map((g: any) => [g.agent, g.model])).toEqual([['aider', 'gpt-5'], ['claude-code', 'unknown'], ['opencode', 'fake/fake-model']]);
    // aider-1 proven at its stop; aider-2 changed code no check ran after, and claimed nothing.
    expect(group('aider', 'gpt-5')).toEqual({
      ...ZERO, agent: 'aider', model: 'gpt-5', sessions: 2, claims: 1, provenAtStop: 1, checkRuns: 1,
      editToPass: { sessions: 1, medianMs: editToPass(a['aider-1']!), p90Ms: editToPass(a['aider-1']!) },
      sessionsWithCodeChanges: 2, uncoveredSessions: 1, uncoveredShare: 0.5,
    });
    // Claude Code: one proven at the stop; two vetoed and claimed again unproven (one after a failing
    // build: its change was never tested, the check the policy requires for it).
    const claude = editToPass(a[s.ids.claudeHonest]!);
    expect(group('claude-code', 'unknown')).toEqual({
      ...ZERO, agent: 'claude-code', model: 'unknown', sessions: 3, claims: 3, provenAtStop: 1, vetoed: 2, unproven: 2, checkRuns: 2, failedCheckRuns: 1,
      editToPass: { sessions: 1, medianMs: claude, p90Ms: claude },
      sessionsWithCodeChanges: 3, uncoveredSessions: 2, uncoveredShare: 2 / 3,
    });
    // opencode: proven at the stop; vetoed then proven after the veto; vetoed after a failing build, unproven.
    const times = [editToPass(a[s.ids.opencodeHonest]!), editToPass(a[s.ids.opencodeDishonest]!)].sort((x, y) => x - y);
    expect(group('opencode', 'fake/fake-model')).toEqual({
      ...ZERO, agent: 'opencode', model: 'fake/fake-model', sessions: 3, claims: 3, provenAtStop: 1, vetoed: 2, provenAfterVeto: 1, unproven: 1, checkRuns: 3, failedCheckRuns: 1,
      editToPass: { sessions: 2, medianMs: times[0], p90Ms: times[1] },
      sessionsWithCodeChanges: 3, uncoveredSessions: 1, uncoveredShare: 1 / 3,
    });
    expect(report.total).toMatchObject({ sessions: 8, claims: 7, provenAtStop: 3, vetoed: 4, provenAfterVeto: 1, unproven: 3, checkRuns: 6, failedCheckRuns: 2, uncoveredSessions: 4, uncoveredShare: 0.5 });
    expect(report.total.editToPass.sessions).toBe(4);
    expect(report.agents.map((g: any) => g.agent)).toEqual(['aider', 'claude-code', 'opencode']);
    expect(report.models.map((g: any) => g.model)).toEqual(['fake/fake-model', 'gpt-5', 'unknown']);
    // The timeline: every session today, per agent.
    expect(report.timeline.unit).toBe('day');
    const today = new Date().toISOString().slice(0, 10);
    expect(report.timeline.periods).toEqual([today]);
    expect(report.timeline.series).toEqual([
      { agent: 'aider', points: [{ period: today, sessions: 2, claims: 1, unproven: 0, unprovenShare: 0 }] },
      { agent: 'claude-code', points: [{ period: today, sessions: 3, claims: 3, unproven: 2, unprovenShare: 2 / 3 }] },
      { agent: 'opencode', points: [{ period: today, sessions: 3, claims: 3, unproven: 1, unprovenShare: 1 / 3 }] },
    ]);
  });

  it('over several repositories, the same repository named twice counted once', () => {
    const r = runCli(['stats', '--json', s.alpha.repo.dir, s.beta.repo.dir, `${s.beta.repo.dir}/src`], { cwd: s.alpha.repo.dir });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.repositories).toEqual([
      { name: s.alpha.repo.dir, sessions: 9, verified: 8, notVerified: 1 },
      { name: s.beta.repo.dir, sessions: 2, verified: 2, notVerified: 0 },
    ]);
    expect(report.groups.map((g: any) => [g.agent, g.model, g.sessions, g.claims, g.unproven])).toEqual([
      ['aider', 'gpt-5', 3, 2, 0],
      ['claude-code', 'unknown', 3, 3, 2],
      ['codex', 'gpt-5.5', 1, 1, 1],
      ['opencode', 'fake/fake-model', 3, 3, 1],
    ]);
    expect(report.groups[2]).toMatchObject({ vetoed: 1, provenAfterVeto: 0, checkRuns: 0, uncoveredSessions: 1, editToPass: { sessions: 0, medianMs: null, p90Ms: null } });
    expect(report.total).toMatchObject({ sessions: 10, claims: 9, unproven: 4 });
  });

  it('the terminal table shows the same figures, and names the session it did not count', () => {
    const r = s.alpha.cli(['stats']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('.: 9 sessions, 8 verified, 1 fail verification and are not counted');
    const row = (start: string) => lines.find((l) => l.startsWith(start))!.trim().split(/\s{2,}/);
    expect(lines.find((l) => l.startsWith('agent'))!.split(/\s{2,}/)).toEqual(['agent', 'model', 'sessions', 'claims', 'proven', 'vetoed', 'after veto', 'unproven', 'checks', 'failed', 'edit→pass p50', 'p90', 'uncovered']);
    expect(row('aider ').slice(0, 10)).toEqual(['aider', 'gpt-5', '2', '1', '1', '0', '0', '0', '1', '0']);
    expect(row('aider ')[12]).toBe('1 (50%)');
    expect(row('claude-code ').slice(0, 10)).toEqual(['claude-code', 'unknown', '3', '3', '1', '2', '0', '2 (67%)', '2', '1']);
    expect(row('opencode ').slice(0, 10)).toEqual(['opencode', 'fake/fake-model', '3', '3', '1', '2', '1', '1 (33%)', '3', '1']);
    expect(row('total').slice(0, 9)).toEqual(['total', '8', '7', '3', '4', '1', '3 (43%)', '6', '2']);
    expect(row('claude-code ')[12]).toBe('2 (67%)');
    expect(r.stdout).toMatch(/\n {2}\.proofledger\/sessions\/aider-3\.jsonl: fails verification \(1 failure; line 4: hash_mismatch/);
  });

  it('refuses a path with no ledger, in one line, exit 2', () => {
    const r = runCli(['stats', '/'], { cwd: s.alpha.repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^proofledger: \/: no ledger here/);
  });

  // Debian's chromium, driven by playwright-core (no browser download: the machine has no network).
  // Outside CI a machine without it skips this; in CI (CI=true) it runs and fails: .ci/run installs it.
  const CHROMIUM = '/usr/bin/chromium';
  it.skipIf(!existsSync(CHROMIUM) && process.env['CI'] !== 'true')('--html: one self-contained page that renders in a real headless Chromium, with the chart, its numbers those of --json', async () => {
    const out = mkdtempSync(join(tmpdir(), 'proofledger-stats-page-'));
    const profile = mkdtempSync(join(tmpdir(), 'proofledger-chromium-'));
    try {
      const r = s.alpha.cli(['stats', '--json', '--html', join(out, 'stats.html')]);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout);
      const html = readFileSync(join(out, 'stats.html'), 'utf8');
      expect(html).not.toMatch(/<script|https?:\/\/|<link|@import|url\(/i);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const url = pathToFileURL(join(out, 'stats.html')).href;
        const requests: string[] = [];
        page.on('request', (q) => requests.push(q.url()));
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(url);
        expect(await page.title()).toBe('proofledger stats');
        expect(requests).toEqual([url]);
        expect(errors).toEqual([]);

        // The chart: an image with its accessible name, laid out at a readable size.
        const chart = page.getByRole('img', { name: /Unproven claims of success per agent, per day/ });
        await expect.poll(() => chart.isVisible()).toBe(true);
        const box = (await chart.boundingBox())!;
        expect(box.width).toBeGreaterThan(300);
        expect(box.height).toBeGreaterThan(100);
        // Its points are the timeline of --json, one per agent and day with a claim.
        const points = await page.locator('#chart circle.point').evaluateAll((els) => els.map((e) => ({ agent: e.getAttribute('data-agent'), period: e.getAttribute('data-period'), claims: Number(e.getAttribute('data-claims')), unproven: Number(e.getAttribute('data-unproven')), sessions: Number(e.getAttribute('data-sessions')), cy: Number(e.getAttribute('cy')), title: e.querySelector('title')!.textContent })));
        const expected = report.timeline.series.flatMap((sr: any) => sr.points.filter((p: any) => p.claims > 0).map((p: any) => ({ agent: sr.agent, period: p.period, claims: p.claims, unproven: p.unproven, sessions: p.sessions })));
        expect(points.map(({ cy, title, ...p }) => p)).toEqual(expected);
        expect(expected.length).toBe(3);
        // A higher share of unproven claims is drawn higher.
        const cy = Object.fromEntries(points.map((p) => [p.agent, p.cy]));
        expect(cy['claude-code']).toBeLessThan(cy['opencode']);
        expect(cy['opencode']).toBeLessThan(cy['aider']);
        expect(points.find((p) => p.agent === 'claude-code')!.title).toMatch(/claude-code, \d{4}-\d\d-\d\d: 2 of 3 claims unproven \(3 sessions\)/);
        // The legend names each agent.
        expect(await page.locator('.legend li').allInnerTexts()).toEqual(['aider', 'claude-code', 'opencode'].map((a) => expect.stringContaining(a)));

        // The figures table: every figure of every row, as rendered, is the --json one.
        const table = page.getByRole('table', { name: 'Per agent and model' });
        await expect.poll(() => table.isVisible()).toBe(true);
        const rows = await page.locator('#figures tbody tr').evaluateAll((trs) => trs.map((tr) => ({
          row: tr.getAttribute('data-row'), agent: tr.getAttribute('data-agent'), model: tr.getAttribute('data-model'),
          cells: Object.fromEntries([...tr.querySelectorAll('td[data-field]')].map((td) => [td.getAttribute('data-field'), { value: td.getAttribute('data-value'), text: (td as unknown as { innerText: string }).innerText }])),
        })));
        const field = (f: any, key: string): number | null => key.split('.').reduce((o, k) => o[k], f);
        const check = (row: (typeof rows)[number] | undefined, f: any): void => {
          expect(row).toBeDefined();
          for (const key of ['sessions', 'claims', 'provenAtStop', 'vetoed', 'provenAfterVeto', 'unproven', 'checkRuns', 'failedCheckRuns', 'uncoveredSessions']) {
            expect(row!.cells[key], key).toEqual({ value: String(field(f, key)), text: key === 'uncoveredSessions' ? `${f.uncoveredSessions} (${Math.round(f.uncoveredShare * 100)}%)` : String(field(f, key)) });
          }
          for (const key of ['editToPass.medianMs', 'editToPass.p90Ms']) expect(row!.cells[key]!.value, key).toBe(field(f, key) === null ? '' : String(field(f, key)));
        };
        for (const g of report.groups) check(rows.find((x) => x.row === 'group' && x.agent === g.agent && x.model === g.model), g);
        check(rows.find((x) => x.row === 'total'), report.total);
        // One model per agent here: rows per agent or per model would repeat the groups'.
        expect(rows.map((x) => x.row)).toEqual([...report.groups.map(() => 'group'), 'total']);

        // The session not counted is named, and the counts are said.
        await expect.poll(() => page.locator('#not-verified-list').innerText()).toContain('.proofledger/sessions/aider-3.jsonl');
        expect(await page.locator('main > p').first().innerText()).toContain('9 sessions, 8 verified, 1 not counted');
      } finally {
        await context.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);
});
