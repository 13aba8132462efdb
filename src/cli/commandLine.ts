// The command-line parser: a declared tree of commands, their options and arguments, read with
// Node's own conventions and the subset of commander's meaning this CLI uses (variadic options and
// arguments, choices, defaults, required options, pass-through after a command's first argument,
// help, version). It replaces commander because every hook, pre-push and verify process paid to load
// commander (which loads child_process at start) and build its objects, more than verifying a small
// ledger costs (docs/PERFORMANCE.md). Declaring commands here costs nothing: flags are parsed only when used.

/** A usage error: one line, exit 2. */
export class UsageError extends Error {}

/**
 * Help or version was asked for (or a command was missing): the caller prints `text` — on stdout
 * for exit 0, on stderr otherwise — and the process ends with this code; nothing else happens.
 */
export class CommandLineExit extends Error {
  constructor(
    readonly exitCode: number,
    readonly text: string,
  ) {
    super(`exit ${exitCode}`);
  }
}

type Parser = (value: string) => unknown;

/** What options and arguments share: the values they allow, and the value when not given. */
abstract class Parameter {
  allowed: readonly string[] | null = null;
  defaultValue: unknown = undefined;

  choices(values: readonly string[]): this {
    this.allowed = values;
    return this;
  }

  default(value: unknown): this {
    this.defaultValue = value;
    return this;
  }
}

export class Option extends Parameter {
  readonly short: string | null;
  readonly long: string;
  /** null for a flag; else the value's name, as in `--limit <n>`. */
  readonly valueName: string | null;
  readonly variadic: boolean;
  /** The key in opts(): the long name in camelCase (`--pr-title` → `prTitle`). */
  readonly key: string;
  mandatory = false;
  parser: Parser | null = null;

  constructor(
    readonly flags: string,
    readonly description: string,
  ) {
    super();
    const m = /^(?:-([A-Za-z]), )?--([a-z][a-z0-9-]*)(?: <([^>.]+)(\.\.\.)?>)?$/.exec(flags);
    if (!m) throw new Error(`option flags ${JSON.stringify(flags)} are not in the supported form`);
    this.short = m[1] ?? null;
    this.long = m[2]!;
    this.valueName = m[3] ?? null;
    this.variadic = m[4] !== undefined;
    this.key = this.long.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  }
}

export class Argument extends Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly variadic: boolean;

  constructor(
    readonly syntax: string,
    readonly description: string,
  ) {
    super();
    const m = /^(?:<([a-z][a-z-]*)(\.\.\.)?>|\[([a-z][a-z-]*)(\.\.\.)?\])$/.exec(syntax);
    if (!m) throw new Error(`argument ${JSON.stringify(syntax)} is not in the supported form`);
    this.name = (m[1] ?? m[3])!;
    this.required = m[1] !== undefined;
    this.variadic = (m[2] ?? m[4]) !== undefined;
  }
}

type Action = (...args: never[]) => void | Promise<void>;

export class Command {
  private about = '';
  private readonly options: Option[] = [];
  private readonly args: Argument[] = [];
  private readonly commands: Command[] = [];
  private handler: Action | null = null;
  private passThrough = false;
  private versionText: string | null = null;
  private parent: Command | null = null;
  private parsed: Record<string, unknown> = {};

  constructor(readonly name: string) {}

  description(text: string): this {
    this.about = text;
    return this;
  }

  version(text: string): this {
    this.versionText = text;
    return this;
  }

  command(name: string): Command {
    const sub = new Command(name);
    sub.parent = this;
    this.commands.push(sub);
    return sub;
  }

  option(flags: string, description: string, parserOrDefault?: Parser | string): this {
    const o = new Option(flags, description);
    if (typeof parserOrDefault === 'function') o.parser = parserOrDefault;
    else if (parserOrDefault !== undefined) o.defaultValue = parserOrDefault;
    return this.addOption(o);
  }

  requiredOption(flags: string, description: string): this {
    const o = new Option(flags, description);
    o.mandatory = true;
    return this.addOption(o);
  }

  addOption(option: Option): this {
    this.options.push(option);
    return this;
  }

  argument(syntax: string, description: string, defaultValue?: string): this {
    const a = new Argument(syntax, description);
    if (defaultValue !== undefined) a.defaultValue = defaultValue;
    return this.addArgument(a);
  }

  addArgument(argument: Argument): this {
    this.args.push(argument);
    return this;
  }

  /** After the first argument, everything is an argument (`exec -- cmd --its-flag`). */
  passThroughOptions(): this {
    this.passThrough = true;
    return this;
  }

  action(fn: Action): this {
    this.handler = fn;
    return this;
  }

  /** The options parsed for this command. */
  opts<T extends Record<string, unknown>>(): T {
    return this.parsed as T;
  }

  /** Parses `argv` (as process.argv: node, script, ...) and runs the chosen command's action. */
  async parseAsync(argv: readonly string[]): Promise<void> {
    await this.dispatch(argv.slice(2));
  }

  private commandNames(): string[] {
    return [...this.commands.map((c) => c.name), 'help'];
  }

  private path(): string {
    return this.parent ? `${this.parent.path()} ${this.name}` : this.name;
  }

  private async dispatch(tokens: readonly string[]): Promise<void> {
    if (this.commands.length === 0) return this.run(tokens);
    // A command with subcommands takes its own options first (git's `-C <dir> <command>`).
    let i = 0;
    for (; i < tokens.length && tokens[i]!.startsWith('-'); i++) {
      const t = tokens[i]!;
      if (t === '-h' || t === '--help') this.exitWithHelp(0);
      if (this.versionText !== null && (t === '-V' || t === '--version')) throw new CommandLineExit(0, this.versionText + '\n');
      i = this.readOption(tokens, i, this.parsed);
    }
    this.finishOptions();
    const name = tokens[i];
    if (name === undefined) this.exitWithHelp(2);
    if (name === 'help') {
      const target = tokens[i + 1] === undefined || tokens[i + 1] === 'help' ? this : this.commands.find((c) => c.name === tokens[i + 1]);
      if (!target) throw new UsageError(`unknown command '${tokens[i + 1]}'${didYouMean(tokens[i + 1]!, this.commandNames())}`);
      target.exitWithHelp(0);
    }
    const sub = this.commands.find((c) => c.name === name);
    if (!sub) throw new UsageError(`unknown command '${name}'${didYouMean(name, this.commandNames())}`);
    await sub.dispatch(tokens.slice(i + 1));
  }

  private async run(tokens: readonly string[]): Promise<void> {
    const positional: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t === '--') {
        positional.push(...tokens.slice(i + 1));
        break;
      }
      if (this.passThrough && positional.length > 0) {
        positional.push(...tokens.slice(i));
        break;
      }
      if (t.length > 1 && t.startsWith('-')) {
        if (t === '-h' || t === '--help') this.exitWithHelp(0);
        i = this.readOption(tokens, i, this.parsed);
      } else positional.push(t);
    }
    this.finishOptions();
    const values: unknown[] = [];
    let next = 0;
    for (const a of this.args) {
      if (a.variadic) {
        const rest = positional.slice(next);
        next = positional.length;
        if (a.required && rest.length === 0) throw new UsageError(`missing required argument '${a.name}'`);
        rest.forEach((v) => checkChoice(a.allowed, v, () => `command-argument value '${v}' is invalid for argument '${a.name}'`));
        values.push(rest);
        continue;
      }
      const v = positional[next];
      if (v === undefined) {
        if (a.required) throw new UsageError(`missing required argument '${a.name}'`);
        values.push(a.defaultValue);
        continue;
      }
      next++;
      checkChoice(a.allowed, v, () => `command-argument value '${v}' is invalid for argument '${a.name}'`);
      values.push(v);
    }
    if (next < positional.length) {
      throw new UsageError(`too many arguments for '${this.name}': expected ${this.args.length}, got ${positional.length}`);
    }
    if (!this.handler) this.exitWithHelp(2);
    await (this.handler as (...a: unknown[]) => unknown)(...values, this.parsed);
  }

  /** Reads the option at tokens[i] (and its values); returns the index of the last token it used. */
  private readOption(tokens: readonly string[], i: number, into: Record<string, unknown>): number {
    const t = tokens[i]!;
    const eq = t.startsWith('--') ? t.indexOf('=') : -1;
    const flag = eq < 0 ? t : t.slice(0, eq);
    const o = this.options.find((x) => (flag.startsWith('--') ? `--${x.long}` === flag : x.short !== null && `-${x.short}` === flag));
    if (!o) throw new UsageError(`unknown option '${flag}'${didYouMean(flag, flag.startsWith('--') ? this.options.map((x) => `--${x.long}`) : [])}`);
    if (o.valueName === null) {
      if (eq >= 0) throw new UsageError(`option '${o.flags}' does not take a value`);
      into[o.key] = true;
      return i;
    }
    const taken: string[] = [];
    if (eq >= 0) taken.push(t.slice(eq + 1));
    else if (i + 1 < tokens.length) taken.push(tokens[++i]!);
    else throw new UsageError(`option '${o.flags}' argument missing`);
    // A variadic option takes every following value up to the next option.
    if (o.variadic) while (i + 1 < tokens.length && !tokens[i + 1]!.startsWith('-')) taken.push(tokens[++i]!);
    for (const v of taken) checkChoice(o.allowed, v, () => `option '${o.flags}' argument '${v}' is invalid`);
    if (o.variadic) into[o.key] = [...((into[o.key] as string[] | undefined) ?? []), ...taken];
    else into[o.key] = o.parser ? o.parser(taken[0]!) : taken[0];
    return i;
  }

  private finishOptions(): void {
    for (const o of this.options) {
      if (this.parsed[o.key] !== undefined) continue;
      if (o.mandatory) throw new UsageError(`required option '${o.flags}' not specified`);
      if (o.defaultValue !== undefined) this.parsed[o.key] = o.defaultValue;
    }
  }

  /** Ends the parse with the help text (exit 0 when asked for, 2 when a command was expected). */
  private exitWithHelp(code: number): never {
    throw new CommandLineExit(code, this.helpText());
  }

  helpText(): string {
    const usage = [`Usage: ${this.path()}`];
    if (this.options.length || this.commands.length) usage.push('[options]');
    for (const o of this.options) if (o.mandatory) usage.push(o.valueName ? `--${o.long} <${o.valueName}>` : `--${o.long}`);
    if (this.commands.length) usage.push('[command]');
    for (const a of this.args) usage.push(a.syntax);
    const sections: [string, [string, string][]][] = [
      ['Arguments', this.args.map((a) => [a.name, a.description + (a.allowed ? ` (${a.allowed.join(', ')})` : '')])],
      [
        'Options',
        [
          ...(this.versionText !== null ? [['-V, --version', 'print the version'] as [string, string]] : []),
          ...this.options.map((o): [string, string] => [o.flags, o.description + (o.allowed ? ` (${o.allowed.join(', ')})` : '') + (o.defaultValue !== undefined ? ` (default: ${String(o.defaultValue)})` : '') + (o.mandatory ? ' (required)' : '')]),
          ['-h, --help', 'print this help'],
        ],
      ],
      [
        'Commands',
        this.commands.length === 0 ? [] : [...this.commands.map((c): [string, string] => [[c.name, ...c.args.map((a) => a.syntax)].join(' '), c.about]), ['help [command]', 'print the help of a command']],
      ],
    ];
    const width = Math.max(...sections.flatMap(([, rows]) => rows.map(([left]) => left.length)));
    let out = `${usage.join(' ')}\n\n${this.about}\n`;
    for (const [title, rows] of sections) {
      if (rows.length === 0) continue;
      out += `\n${title}:\n`;
      for (const [left, right] of rows) out += `  ${left.padEnd(width)}  ${right}\n`;
    }
    return out;
  }
}

function checkChoice(allowed: readonly string[] | null, value: string, describe: () => string): void {
  if (allowed && !allowed.includes(value)) throw new UsageError(`${describe()}. Allowed choices are ${allowed.join(', ')}.`);
}

/**
 * "; did you mean X?" for the closest known name, when one is close enough to be a typo, else "".
 * The distance is optimal string alignment (a swap of neighbours counts once), with the closeness
 * rule commander used (at most 3 edits, and more than 40% of the name kept), written here rather
 * than taken from a package because it runs only on this error path and is a dozen lines.
 */
function didYouMean(typed: string, known: readonly string[]): string {
  const bare = (s: string): string => s.replace(/^--/, '');
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(bare(typed), bare(candidate));
    const kept = (bare(candidate).length - d) / bare(candidate).length;
    if (d <= 3 && kept > 0.4 && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === null ? '' : `; did you mean ${best}?`;
}

function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
