// `proofledger pre-push REMOTE URL`, git's pre-push hook, run on every push. The bin hands it this
// module, bundled by `npm run build` into build/pre-push.cjs, so a push does not load the CLI.
import { runPrePush } from './commands/prePush.js';
import { makeContext } from './context.js';
import { reportFailure } from './commandFailure.js';
import { readStdin } from './stdin.js';

/** Gates each pushed range (git's ref lines on stdin); the exit code blocks the push or lets it go. */
export async function runPrePushCommand(remote: string | undefined): Promise<number> {
  try {
    const context = makeContext(undefined);
    const stdin = (await readStdin()).toString('utf8');
    return await runPrePush(context, remote ?? 'origin', stdin);
  } catch (err) {
    return reportFailure(err);
  }
}
