import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../../cli/lib/decode-text';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
const problemOf = (input: Uint8Array) => {
  const result = decodeText(input, 'content/x.md');
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('decodeText', () => {
  it('passes UTF-8 through, multi-byte characters included', () => {
    expect(decodeText(bytes('title: Caf\u00e9 \u{1F680}\n'), 'x')).toEqual({
      ok: true,
      text: 'title: Caf\u00e9 \u{1F680}\n',
    });
  });

  it('drops a byte-order mark and turns CRLF into LF', () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'a: 1\r\nb: 2\r\n'), 'x')).toEqual({ ok: true, text: 'a: 1\nb: 2\n' });
  });

  it('keeps a BOM-like character that is not at the start (it is text)', () => {
    expect(decodeText(bytes('a\uFEFFb'), 'x')).toEqual({ ok: true, text: 'a\uFEFFb' });
  });

  it('names the line and column of the first Latin-1 byte', () => {
    expect(problemOf(bytes('---\ntitle: x\n---\n\nCaf', [0xe9], '\n'))).toEqual({
      file: 'content/x.md',
      line: 5,
      message: 'is not valid UTF-8 (byte 0xE9 at column 4)',
      hint: expect.stringContaining('Save the file as UTF-8'),
    });
  });

  it('counts columns in characters, after a BOM and valid multi-byte text', () => {
    expect(problemOf(bytes([0xef, 0xbb, 0xbf], '\u00e9\u{1F680}', [0x80]))).toMatchObject({
      line: 1,
      message: 'is not valid UTF-8 (byte 0x80 at column 3)',
    });
  });

  it('is not fooled by a real U+FFFD before the bad byte', () => {
    expect(problemOf(bytes('a\uFFFDb\n', [0xff]))).toMatchObject({
      line: 2,
      message: 'is not valid UTF-8 (byte 0xFF at column 1)',
    });
  });

  it.each([
    ['an overlong encoding', [0xc0, 0x80], 0xc0],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 0xed],
    ['a sequence cut off at the end', [0xe2, 0x82], 0xe2],
  ])('rejects %s', (_name, bad, first) => {
    expect(problemOf(bytes('ok ', bad)).message).toBe(
      `is not valid UTF-8 (byte 0x${first.toString(16).toUpperCase()} at column 4)`,
    );
  });
});
