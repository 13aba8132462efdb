// A real writer process for the concurrency and crash tests: appends `count` entries (0 = forever)
// to one session through the built core. argv: root session count worker-id [payload-bytes] [fsync]
import { appendEntry } from '../../build/store/append.js';
import { layoutFor } from '../../build/store/layout.js';

const [root, session, countText, worker, padText = '0', fsyncText = '1'] = process.argv.slice(2);
const layout = layoutFor(root);
const count = Number(countText);
const pad = 'x'.repeat(Number(padText));
process.send?.('ready');
for (let i = 0; count === 0 || i < count; i++) {
  appendEntry(layout, session, {
    type: 'shell_exec',
    command: `worker ${worker} step ${i} ${pad}`,
    cwd: '.',
    exitCode: 0,
    signal: null,
    durationMs: i,
  }, { fsync: fsyncText === '1' });
}
