import type { Problem } from '../errors';

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT = new TextDecoder('utf-8');
const REPLACEMENT = 0xfffd;

export type DecodedText = { ok: true; text: string } | { ok: false; problem: Problem };

/**
 * Decodes a content file strictly as UTF-8, the only encoding content/ accepts. A byte-order
 * mark is dropped (the decoder does that) and Windows line endings become `\n`, so the
 * loaders, their line numbers and the output never see either. Invalid bytes are a problem
 * naming the line and column of the first one, not U+FFFD characters in the site.
 */
export function decodeText(bytes: Uint8Array, file: string): DecodedText {
  try {
    return { ok: true, text: UTF8.decode(bytes).replace(/\r\n/g, '\n') };
  } catch {
    const bad = firstInvalidByte(bytes);
    return {
      ok: false,
      problem: {
        file,
        line: bad.line,
        message: `is not valid UTF-8 (byte 0x${bad.byte.toString(16).toUpperCase().padStart(2, '0')} at column ${bad.column})`,
        hint: 'Save the file as UTF-8 in your editor (in VS Code: "Save with Encoding", then "UTF-8").',
      },
    };
  }
}

interface InvalidByte {
  byte: number;
  /** 1-based line of the byte. */
  line: number;
  /** 1-based, counted in characters from the start of the line. */
  column: number;
}

/**
 * Finds the first byte the strict decoder rejected. Everything before it decodes the same
 * either way, so walking the lenient decoding character by character reaches the first
 * U+FFFD that the file did not spell out as EF BF BD: that is where the bad byte sits.
 */
export function firstInvalidByte(bytes: Uint8Array): InvalidByte {
  const text = LENIENT.decode(bytes);
  let offset = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  let column = 1;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const literal = bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd;
    if (code === REPLACEMENT && !literal) break;
    offset += utf8Length(code);
    if (code === 0x0a) {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return { byte: bytes[offset] ?? 0, line, column };
}

function utf8Length(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
