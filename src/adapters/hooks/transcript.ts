// Agents' session transcripts (JSONL, appended as the session goes): the facts a hook payload leaves
// out — Codex's exit codes, Claude Code's final message, the model — are read from their end, newest
// line first. A transcript that is missing, moved or of another shape gives nothing, never a guess.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * The first value `pick` returns for the transcript's lines, newest first, within its last
 * `maxBytes`. `mustContain` skips lines cheaply before they are parsed.
 */
export function findInTranscript<T>(path: string, pick: (line: Record<string, unknown>) => T | undefined, options: { maxBytes?: number; mustContain?: string } = {}): T | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = statSync(path).size;
    const len = Math.min(size, options.maxBytes ?? 4 * 1024 * 1024);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    const lines = buf.toString('utf8').split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i]!;
      if (options.mustContain !== undefined && !line.includes(options.mustContain)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        continue; // a partial first line, or a line being written
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) continue;
      const found = pick(parsed as Record<string, unknown>);
      if (found !== undefined) return found;
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** A model id as an agent wrote it ("claude-opus-4-5", "gemini-3.1-pro-preview"): one short line. */
export function modelName(v: unknown): string | undefined {
  return typeof v === 'string' && /^[^\x00-\x1f\x7f]{1,128}$/.test(v) && v.trim() === v ? v : undefined;
}
