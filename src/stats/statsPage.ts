// `proofledger stats --html FILE`: one self-contained page — no script, no request (its own
// Content-Security-Policy forbids any), the chart drawn as inline SVG — for people who would rather
// look than read. Every figure is also in a table, and the chart's points in one of their own, so a
// screen reader gets all of it. Names come from the ledger (an agent can name itself anything), so
// every text is escaped.
import { formatDuration } from '../query/summary.js';
import type { StatsFigures, StatsReport } from './computeStats.js';

function escape(text: string): string {
  // `&` first: the others add ampersands of their own.
  return text.replaceAll('&', '&#38;').replaceAll('<', '&#60;').replaceAll('>', '&#62;').replaceAll('"', '&#34;').replaceAll("'", '&#39;');
}

const FIELDS: { key: string; label: string; title: string; value: (f: StatsFigures) => number | null; show?: (f: StatsFigures) => string }[] = [
  { key: 'sessions', label: 'Sessions', title: 'verified sessions', value: (f) => f.sessions },
  { key: 'claims', label: 'Claims', title: 'finishes that claimed success', value: (f) => f.claims },
  { key: 'provenAtStop', label: 'Proven at stop', title: 'claims proven when the agent stopped, with no veto in that turn', value: (f) => f.provenAtStop },
  { key: 'vetoed', label: 'Vetoed', title: 'claims made after proofledger refused a stop in the same turn', value: (f) => f.vetoed },
  { key: 'provenAfterVeto', label: 'Proven after veto', title: 'vetoed claims proven by the time they were made', value: (f) => f.provenAfterVeto },
  { key: 'unproven', label: 'Unproven', title: 'claims still unproven', value: (f) => f.unproven },
  { key: 'checkRuns', label: 'Check runs', title: 'build, test, lint… runs recorded', value: (f) => f.checkRuns },
  { key: 'failedCheckRuns', label: 'Failed', title: 'check runs that failed', value: (f) => f.failedCheckRuns },
  { key: 'editToPass.medianMs', label: 'Edit → pass, median', title: 'first code change to first passing required check', value: (f) => f.editToPass.medianMs, show: (f) => (f.editToPass.medianMs === null ? '–' : formatDuration(f.editToPass.medianMs)) },
  { key: 'editToPass.p90Ms', label: 'p90', title: '90th percentile of the same', value: (f) => f.editToPass.p90Ms, show: (f) => (f.editToPass.p90Ms === null ? '–' : formatDuration(f.editToPass.p90Ms)) },
  { key: 'uncoveredSessions', label: 'Uncovered', title: 'sessions with a code change no required check ran after', value: (f) => f.uncoveredSessions, show: (f) => `${f.uncoveredSessions}${f.uncoveredShare === null ? '' : ` (${Math.round(f.uncoveredShare * 100)}%)`}` },
];

function figureCells(f: StatsFigures): string {
  return FIELDS.map((d) => {
    const v = d.value(f);
    return `<td data-field="${d.key}" data-value="${v === null ? '' : v}">${escape(d.show ? d.show(f) : String(v))}</td>`;
  }).join('');
}

function figuresTable(report: StatsReport): string {
  const head = `<tr><th scope="col">Agent</th><th scope="col">Model</th>${FIELDS.map((d) => `<th scope="col" title="${escape(d.title)}">${escape(d.label)}</th>`).join('')}</tr>`;
  const row = (kind: string, agent: string, model: string, f: StatsFigures, label = agent): string =>
    `<tr data-row="${kind}" data-agent="${escape(agent)}" data-model="${escape(model)}"><th scope="row">${escape(label)}</th><td>${escape(model)}</td>${figureCells(f)}</tr>`;
  const rows = [
    ...report.groups.map((g) => row('group', g.agent, g.model, g)),
    // Per agent, and per model, only where that adds rows the groups do not already show.
    ...(report.agents.length > 1 && report.agents.length < report.groups.length ? report.agents.map((a) => row('agent', a.agent, '(all models)', a)) : []),
    ...(report.models.length > 1 && report.models.length < report.groups.length ? report.models.map((m) => row('model', '(all agents)', m.model, m)) : []),
    row('total', 'total', '', report.total, 'All'),
  ];
  return `<table id="figures"><caption>Per agent and model</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

// Okabe–Ito: told apart with most colour-vision deficiencies; each series also has its own dash and marker.
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#F0E442'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];

function chart(report: StatsReport): string {
  const { periods, series, unit } = report.timeline;
  if (periods.length === 0) return '<p>No dated sessions to chart.</p>';
  const W = 760, H = 320, left = 64, right = 40, top = 16, bottom = 64;
  const plotW = W - left - right, plotH = H - top - bottom;
  const x = (i: number): number => left + (periods.length === 1 ? plotW / 2 : (i * plotW) / (periods.length - 1));
  const y = (share: number): number => top + plotH - share * plotH;
  const grid = [0, 0.25, 0.5, 0.75, 1].map((g) => `<line x1="${left}" x2="${W - right}" y1="${y(g)}" y2="${y(g)}" class="grid"/><text x="${left - 6}" y="${y(g) + 4}" text-anchor="end">${g * 100}%</text>`).join('');
  const step = Math.max(1, Math.ceil(periods.length / 12));
  // Counted from the last period, so that the latest is always named and no two labels meet.
  const ticks = periods.map((p, i) => ((periods.length - 1 - i) % step === 0 ? `<text x="${x(i)}" y="${H - bottom + 18}" text-anchor="middle">${escape(p)}</text>` : '')).join('');
  const index = new Map(periods.map((p, i) => [p, i]));
  const lines = series.map((s, k) => {
    const colour = COLOURS[k % COLOURS.length]!;
    const dash = DASHES[k % DASHES.length]!;
    // A period without a claim has no share: the line breaks there.
    const runs: string[][] = [[]];
    let previous = -2;
    const marks: string[] = [];
    for (const p of s.points) {
      const i = index.get(p.period)!;
      if (p.unprovenShare === null) continue;
      if (i !== previous + 1 && runs.at(-1)!.length > 0) runs.push([]);
      runs.at(-1)!.push(`${x(i).toFixed(1)},${y(p.unprovenShare).toFixed(1)}`);
      previous = i;
      const label = `${s.agent}, ${p.period}: ${p.unproven} of ${p.claims} claim${p.claims === 1 ? '' : 's'} unproven (${p.sessions} session${p.sessions === 1 ? '' : 's'})`;
      marks.push(`<circle class="point" cx="${x(i).toFixed(1)}" cy="${y(p.unprovenShare).toFixed(1)}" r="5" fill="${colour}" data-agent="${escape(s.agent)}" data-period="${escape(p.period)}" data-claims="${p.claims}" data-unproven="${p.unproven}" data-sessions="${p.sessions}"><title>${escape(label)}</title></circle>`);
    }
    const paths = runs.filter((r) => r.length > 1).map((r) => `<polyline points="${r.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`).join('');
    return `<g class="series" data-agent="${escape(s.agent)}">${paths}${marks.join('')}</g>`;
  }).join('');
  const legend = series.map((s, k) => `<li><svg width="36" height="12" aria-hidden="true"><line x1="0" x2="36" y1="6" y2="6" stroke="${COLOURS[k % COLOURS.length]}" stroke-width="3"${DASHES[k % DASHES.length] ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"` : ''}/></svg> ${escape(s.agent)}</li>`).join('');
  const data = series.flatMap((s) => s.points.map((p) => `<tr><th scope="row">${escape(s.agent)}</th><td>${escape(p.period)}</td><td>${p.sessions}</td><td>${p.claims}</td><td>${p.unproven}</td><td>${p.unprovenShare === null ? '–' : `${Math.round(p.unprovenShare * 100)}%`}</td></tr>`)).join('');
  return `<figure>
<svg id="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-desc" data-unit="${unit}">
<title id="chart-title">Unproven claims of success per agent, per ${unit}</title>
<desc id="chart-desc">For each agent, the share of its claims of success that were unproven, by the ${unit} its sessions started. The same figures are in the table below the chart.</desc>
${grid}<line x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}" class="axis"/><line x1="${left}" x2="${W - right}" y1="${top + plotH}" y2="${top + plotH}" class="axis"/>${ticks}
<text x="${left + plotW / 2}" y="${H - 12}" text-anchor="middle">${unit} (UTC) the sessions started</text>
${lines}
</svg>
<figcaption>Share of claims of success left unproven, per agent and ${unit}. <ul class="legend">${legend}</ul></figcaption>
</figure>
<details><summary>The chart's figures</summary>
<table id="timeline"><thead><tr><th scope="col">Agent</th><th scope="col">${unit[0]!.toUpperCase() + unit.slice(1)}</th><th scope="col">Sessions</th><th scope="col">Claims</th><th scope="col">Unproven</th><th scope="col">Unproven share</th></tr></thead><tbody>${data}</tbody></table>
</details>`;
}

export function statsPage(report: StatsReport): string {
  const sessions = report.repositories.reduce((n, r) => n + r.sessions, 0);
  const repos = report.repositories.map((r) => `<li><code>${escape(r.name)}</code>: ${r.sessions} session${r.sessions === 1 ? '' : 's'}, ${r.verified} verified${r.notVerified ? `, <strong>${r.notVerified} fail verification</strong>` : ''}</li>`).join('');
  const notVerified = report.notVerified.length === 0 ? '' : `<section aria-labelledby="not-verified"><h2 id="not-verified">Not counted: ${report.notVerified.length} session file${report.notVerified.length === 1 ? '' : 's'} that fail verification</h2><p>Their entries could have been edited by hand, so none of them is counted above.</p><ul id="not-verified-list">${report.notVerified.map((n) => `<li><code>${escape(n.repository)}: ${escape(n.path)}</code>: ${escape(n.reason)}</li>`).join('')}</ul></section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>proofledger stats</title>
<style>
:root { color-scheme: light dark; --fg: #1b1b1b; --bg: #fff; --muted: #595959; --line: #c8c8c8; }
@media (prefers-color-scheme: dark) { :root { --fg: #ececec; --bg: #161616; --muted: #b0b0b0; --line: #4a4a4a; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; display: block; overflow-x: auto; }
caption { text-align: left; font-weight: 600; padding: 0.3rem 0; }
th, td { border-bottom: 1px solid var(--line); padding: 0.3rem 0.6rem; text-align: right; white-space: nowrap; }
th[scope="row"], td:nth-child(2), thead th:first-child, thead th:nth-child(2) { text-align: left; }
tr[data-row="total"] { font-weight: 600; }
figure { margin: 1rem 0; } svg#chart { width: 100%; max-width: 760px; height: auto; }
svg text { fill: var(--fg); font-size: 12px; } .grid { stroke: var(--line); stroke-width: 1; } .axis { stroke: var(--fg); }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; } .legend li { display: flex; align-items: center; gap: 0.4rem; }
p.note, dl { color: var(--muted); } dt { font-weight: 600; color: var(--fg); }
</style>
</head>
<body>
<main>
<h1>proofledger stats</h1>
<p>How often each agent, on each model, claimed success it did not prove: ${sessions} session${sessions === 1 ? '' : 's'}, <strong>${report.total.sessions} verified</strong>${report.notVerified.length ? `, <strong>${report.notVerified.length} not counted</strong> (they fail verification)` : ''}.</p>
<ul>${repos}</ul>
<section aria-labelledby="figures-heading"><h2 id="figures-heading">Figures</h2>
${figuresTable(report)}
<dl>
<dt>Claims</dt><dd>Finishes that claimed success, each judged by the gate's evidence rule on what the session had recorded when it made the claim.</dd>
<dt>Vetoed</dt><dd>Claims made after proofledger refused a stop in the same turn; “proven after veto” are those the agent then backed with a passing check.</dd>
<dt>Edit → pass</dt><dd>From a session's first change to code (a file the policy does not exempt) to its first passing run of a check the policy requires for that code.</dd>
<dt>Uncovered</dt><dd>Sessions with a code change after which no required check ran at all.</dd>
</dl>
</section>
<section aria-labelledby="chart-heading"><h2 id="chart-heading">Over time</h2>
${chart(report)}
</section>
${notVerified}
</main>
</body>
</html>
`;
}
