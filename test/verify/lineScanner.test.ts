import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanLines } from '../../src/verify/lineScanner.js';
import { makeTempDir } from '../support/tempRepo.js';

// The scanner hands a line over as bytes, or as text when its read is all ASCII. Whatever the read
// size and whichever way a line comes, the lines, their numbers, the oversized ones and the torn
// tail must be exactly those of splitting the file on "\n".
describe('line scanner', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());

  const lines = [
    '{"a":1}',
    '',
    'x'.repeat(300),
    'caf\u00e9 \u2603 non-ASCII',
    'y'.repeat(5000), // over the 4096-byte cap below
    'm'.repeat(4096), // exactly at it
    'n'.repeat(4097), // one over
    '{"b":2}',
    'z'.repeat(900),
    '\u00ff',
    '{"c":3}',
  ];
  for (let i = 0; i < 200; i++) lines.push(`{"seq":${i},"pad":"${'p'.repeat((i * 37) % 211)}"}`);
  const tail = '{"torn":';
  const path = join(tmp.dir, 'lines.jsonl');
  writeFileSync(path, lines.join('\n') + '\n' + tail);
  const size = Buffer.byteLength(lines.join('\n') + '\n' + tail);
  const maxLine = 4096;

  const asciiLines = lines.filter((l) => /^[\x00-\x7f]*$/.test(l));
  const asciiPath = join(tmp.dir, 'ascii.jsonl');
  writeFileSync(asciiPath, asciiLines.join('\n') + '\n');

  const expected = lines.map((l, i) => (Buffer.byteLength(l) > maxLine ? `${i + 1} oversized` : `${i + 1} ${l}`));

  const scan = (chunkBytes: number, asText: boolean, file = path, fileSize = size, textBlockBytes?: number) => {
    const seen: string[] = [];
    let asTextCount = 0;
    const fd = openSync(file, 'r');
    try {
      const result = scanLines(fd, 0, fileSize, 1, (bytes, line) => {
        seen.push(`${line} ${Buffer.from(bytes).toString('utf8')}`);
      }, {
        chunkBytes,
        maxLine,
        ...(textBlockBytes ? { textBlockBytes } : {}),
        onOversized: (line) => seen.push(`${line} oversized`),
        ...(asText ? { onTextLine: (text: string, line: number) => {
          asTextCount++;
          seen.push(`${line} ${text}`);
        } } : {}),
      });
      return { seen, result, asTextCount };
    } finally {
      closeSync(fd);
    }
  };

  it.each([7, 64, 1000, 4097, 1 << 20])('gives every line once, in order, with reads of %i bytes, as bytes or as text', (chunkBytes) => {
    for (const asText of [false, true]) {
      const { seen, result, asTextCount } = scan(chunkBytes, asText);
      expect(seen, `asText ${asText}`).toEqual(expected);
      expect(result).toEqual({ lines: lines.length, trailing: Buffer.byteLength(tail) });
      if (!asText) expect(asTextCount).toBe(0);
      // Past the non-ASCII lines, reads (and blocks) of 1000 bytes and more hold whole ASCII lines.
      if (asText && chunkBytes >= 1000) expect(asTextCount).toBeGreaterThan(100);
    }
  });

  it.each([undefined, 100, 500, 5000])('gives every line of an all-ASCII read as text, the cap applied the same way (text blocks of %s bytes)', (textBlockBytes) => {
    const { seen, result, asTextCount } = scan(1 << 20, true, asciiPath, Buffer.byteLength(asciiLines.join('\n') + '\n'), textBlockBytes);
    expect(seen).toEqual(asciiLines.map((l, i) => (l.length > maxLine ? `${i + 1} oversized` : `${i + 1} ${l}`)));
    expect(result).toEqual({ lines: asciiLines.length, trailing: 0 });
    expect(asTextCount).toBe(asciiLines.length - 2);
  });

  it('decides text or bytes block by block: a non-ASCII line sends only its own block to bytes', () => {
    const { seen, asTextCount } = scan(1 << 20, true, path, size, 500);
    expect(seen).toEqual(expected);
    expect(asTextCount).toBeGreaterThan(150);
  });
});
