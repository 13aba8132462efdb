// The command-line parser on its own: what each form of option and argument means, and the one-line
// error for each misuse. (The CLI's own commands are exercised end to end by the other tests.)
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Argument, Command, CommandLineExit, Option, UsageError } from '../../src/cli/commandLine.js';
import { BIN } from '../support/cli.js';

type Call = { command: string; args: unknown[]; opts: Record<string, unknown> };

function program(): { root: Command; calls: Call[] } {
  const calls: Call[] = [];
  const record = (command: string) => (...a: unknown[]) => {
    calls.push({ command, args: a.slice(0, -1), opts: a[a.length - 1] as Record<string, unknown> });
  };
  const root = new Command('tool').version('1.2.3').option('-C, --dir <path>', 'where');
  root.command('log').option('--type <type...>', 'types').option('--json', 'json').option('--limit <n>', 'n', (v) => Number(v)).option('--head <rev>', 'head', 'HEAD').action(record('log'));
  root.command('exec').addOption(new Option('--check <kind>', 'kind').choices(['build', 'test'])).argument('<command...>', 'cmd').passThroughOptions().action(record('exec'));
  root.command('gate').requiredOption('--base <rev>', 'base').option('--pr-title <text>', 'title').action(record('gate'));
  root.command('evidence').addArgument(new Argument('<check>', 'check').choices(['build', 'test'])).action(record('evidence'));
  root.command('push').argument('[remote]', 'remote', 'origin').argument('[url]', 'url').action(record('push'));
  const session = root.command('session').description('sessions');
  session.command('finish').addOption(new Option('--outcome <outcome>', 'how').choices(['success', 'failure']).default('unknown')).action(record('session finish'));
  return { root, calls };
}

async function parse(...tokens: string[]): Promise<{ call: Call | undefined; root: Command }> {
  const { root, calls } = program();
  await root.parseAsync(['node', 'tool', ...tokens]);
  return { call: calls[0], root };
}

async function usageError(...tokens: string[]): Promise<string> {
  try {
    await parse(...tokens);
  } catch (err) {
    if (err instanceof UsageError) return err.message;
    throw err;
  }
  throw new Error(`no usage error for ${tokens.join(' ')}`);
}

describe('command line', () => {
  it('variadic options take values up to the next option, and add up when repeated', async () => {
    expect((await parse('log', '--type', 'a', 'b', '--json')).call).toEqual({ command: 'log', args: [], opts: { type: ['a', 'b'], json: true, head: 'HEAD' } });
    expect((await parse('log', '--type=a', '--type', 'b')).call!.opts['type']).toEqual(['a', 'b']);
  });

  it('values inline or next, through the option\'s parser; defaults fill what is not given', async () => {
    expect((await parse('log', '--limit=5', '--head', 'main')).call!.opts).toEqual({ limit: 5, head: 'main' });
    expect((await parse('gate', '--base', 'v1', '--pr-title', 'Fix it')).call!.opts).toEqual({ base: 'v1', prTitle: 'Fix it' });
    expect((await parse('push')).call!.args).toEqual(['origin', undefined]);
    expect((await parse('push', 'upstream', 'git@x')).call!.args).toEqual(['upstream', 'git@x']);
    expect((await parse('session', 'finish')).call).toEqual({ command: 'session finish', args: [], opts: { outcome: 'unknown' } });
  });

  it('pass-through: after the first argument, or after --, everything is the command\'s', async () => {
    expect((await parse('exec', '--check', 'test', '--', 'node', '-e', 'x', '--check')).call).toEqual({ command: 'exec', args: [['node', '-e', 'x', '--check']], opts: { check: 'test' } });
    expect((await parse('exec', 'npm', '--version')).call!.args).toEqual([['npm', '--version']]);
  });

  it('the program\'s own options come before the command', async () => {
    expect((await parse('-C', '/tmp/x', 'log')).root.opts()).toEqual({ dir: '/tmp/x' });
    expect((await parse('--dir=/tmp/y', 'log')).root.opts()).toEqual({ dir: '/tmp/y' });
    expect(await usageError('log', '-C', '/tmp/x')).toBe("unknown option '-C'");
  });

  it('each misuse is one precise usage error', async () => {
    expect(await usageError('frobnicate')).toBe("unknown command 'frobnicate'");
    expect(await usageError('log', '--bogus')).toBe("unknown option '--bogus'");
    expect(await usageError('log', '--limit')).toBe("option '--limit <n>' argument missing");
    expect(await usageError('log', '--json=yes')).toBe("option '--json' does not take a value");
    expect(await usageError('exec', '--check', 'lint', 'make')).toBe("option '--check <kind>' argument 'lint' is invalid. Allowed choices are build, test.");
    expect(await usageError('exec')).toBe("missing required argument 'command'");
    expect(await usageError('evidence', 'deploy')).toBe("command-argument value 'deploy' is invalid for argument 'check'. Allowed choices are build, test.");
    expect(await usageError('evidence', 'test', 'extra')).toBe("too many arguments for 'evidence': expected 1, got 2");
    expect(await usageError('gate')).toBe("required option '--base <rev>' not specified");
    expect(await usageError('session', 'finish', '--outcome', 'meh')).toBe("option '--outcome <outcome>' argument 'meh' is invalid. Allowed choices are success, failure.");
  });

  it('an unknown option or command close to a known one gets a "did you mean"; a far one does not', async () => {
    expect(await usageError('log', '--jsno')).toBe("unknown option '--jsno'; did you mean --json?");
    expect(await usageError('log', '--limt', '3')).toBe("unknown option '--limt'; did you mean --limit?");
    expect(await usageError('gate', '--bsae', 'x')).toBe("unknown option '--bsae'; did you mean --base?");
    expect(await usageError('log', '--zzzzzz')).toBe("unknown option '--zzzzzz'");
    expect(await usageError('lgo')).toBe("unknown command 'lgo'; did you mean log?");
    expect(await usageError('session', 'finsh')).toBe("unknown command 'finsh'; did you mean finish?");
    expect(await usageError('help', 'gaet')).toBe("unknown command 'gaet'; did you mean gate?");
    expect(await usageError('frobnicate')).toBe("unknown command 'frobnicate'");
  });

  it('help marks required options, and lists help itself among the commands', () => {
    const { root } = program();
    const gate = (root as unknown as { commands: Command[] }).commands.find((c) => c.name === 'gate')!;
    expect(gate.helpText()).toMatch(/^Usage: tool gate \[options\] --base <rev>$/m);
    expect(gate.helpText()).toMatch(/^ {2}--base <rev> +base \(required\)$/m);
    expect(gate.helpText()).not.toMatch(/--pr-title.*required/);
    expect(root.helpText()).toMatch(/^ {2}help \[command\] +print the help of a command$/m);
    expect(gate.helpText()).not.toContain('help [command]');
  });

  it('help and version text are returned to the caller, not written by the parser', async () => {
    const { root } = program();
    const exit = await root.parseAsync(['node', 'tool', '--version']).then(() => null, (err: unknown) => err);
    expect(exit).toBeInstanceOf(CommandLineExit);
    expect((exit as CommandLineExit).text).toBe('1.2.3\n');
    const help = await root.parseAsync(['node', 'tool', 'help', 'log']).then(() => null, (err: unknown) => err);
    expect((help as CommandLineExit).text).toMatch(/^Usage: tool log \[options\]/);
  });

  it('help and version end the parse with exit 0; no command ends it with 2', async () => {
    const code = async (...tokens: string[]): Promise<number | null> => {
      try {
        await parse(...tokens);
        return null;
      } catch (err) {
        if (err instanceof CommandLineExit) return err.exitCode;
        throw err;
      }
    };
    const { root } = program();
    expect(root.helpText()).toMatch(/^Usage: tool \[options\] \[command\]/);
    expect(root.helpText()).toMatch(/^ {2}push \[remote\] \[url\] +$/m);
    // The outputs go to this process's stdout and stderr; the codes are what matter here.
    expect(await code('session')).toBe(2);
    expect(await code('--version')).toBe(0);
    expect(await code('log', '--json', '--help')).toBe(0);
    expect(await code('help', 'log')).toBe(0);
    expect(await code('help', 'help')).toBe(0);
  });

  it('the CLI prints help and version on stdout, and a usage error on stderr as one line', () => {
    const help = spawnSync(process.execPath, [BIN, 'verify', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: proofledger verify \[options\] \[paths\.\.\.\]/);
    expect(help.stdout).toContain('--json');
    const helpCmd = spawnSync(process.execPath, [BIN, 'help', 'gate'], { encoding: 'utf8' });
    expect(helpCmd.stdout).toContain('--base <rev>');
    expect(helpCmd.stdout).toMatch(/--base <rev> +the revision the change starts from \(required\)/);
    const top = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(top.stdout).toMatch(/^ {2}help \[command\] /m);
    const typo = spawnSync(process.execPath, [BIN, 'verfy'], { encoding: 'utf8' });
    expect(typo.status).toBe(2);
    expect(typo.stderr).toBe("proofledger: unknown command 'verfy'; did you mean verify? (see --help)\n");
    const version = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const none = spawnSync(process.execPath, [BIN], { encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('Commands:');
    const bad = spawnSync(process.execPath, [BIN, 'log', '--type'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe("proofledger: option '--type <type...>' argument missing (see --help)\n");
  });
});
