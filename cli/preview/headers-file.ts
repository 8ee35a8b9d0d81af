import { compileUrlPattern, type UrlPattern } from './url-pattern';

/** One block of a `_headers` file: a URL pattern and what it does to matching responses. */
export interface HeaderRule {
  source: string;
  /** 1-based line of the pattern, for messages. */
  line: number;
  pattern: UrlPattern;
  /** `Name: value` lines in file order; a name may repeat (its values are joined). */
  set: { name: string; value: string }[];
  /** `! Name` lines: headers earlier rules set that this one removes (Cloudflare's "detach"). */
  detach: string[];
}

export interface HeadersFileProblem {
  line: number;
  message: string;
}

export interface HeadersFile {
  rules: HeaderRule[];
  problems: HeadersFileProblem[];
}

// Cloudflare Pages' limits; lines and rules past them are ignored there, so they are here too.
export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

// RFC 9110 §5.1 field names, and the values Node will put on the wire (§5.5, obs-text allowed).
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Headers the server must own, because a value from a file would break the response's framing or caching. */
export const SERVER_OWNED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'location',
]);

const isPatternLine = (line: string) => line.startsWith('/') || /^https?:\/\//i.test(line);

/**
 * Parses the `_headers` format of Netlify and Cloudflare Pages: a line starting with `/` or
 * `https://` opens a rule; the indented `Name: value` and `! Name` lines below it belong to it;
 * `#` starts a comment line. Bad lines are reported and skipped, never guessed at.
 */
export function parseHeadersFile(text: string): HeadersFile {
  const rules: HeaderRule[] = [];
  const problems: HeadersFileProblem[] = [];
  let rule: HeaderRule | undefined;
  let skipping = false;
  const lines = text.split(/\r?\n/);

  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const problem = (message: string) => problems.push({ line: lineNo, message });
    if (raw.length > MAX_LINE_LENGTH) {
      problem(`line is longer than ${MAX_LINE_LENGTH} characters; Cloudflare Pages ignores it`);
      continue;
    }
    if (isPatternLine(line)) {
      if (rules.length >= MAX_RULES) {
        problem(`more than ${MAX_RULES} rules; Cloudflare Pages ignores the rest of the file`);
        break;
      }
      try {
        rule = { source: line, line: lineNo, pattern: compileUrlPattern(line), set: [], detach: [] };
        rules.push(rule);
        skipping = false;
      } catch (error) {
        problem((error as Error).message);
        rule = undefined;
        skipping = true;
      }
      continue;
    }
    if (!rule) {
      if (!skipping) problem(`"${line}" comes before any URL pattern`);
      continue;
    }
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (TOKEN.test(name)) rule.detach.push(name);
      else problem(`"${name}" is not a header name`);
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    const value = colon === -1 ? '' : line.slice(colon + 1).trim();
    if (!TOKEN.test(name)) problem(`expected "Name: value", got "${line}"`);
    else if (!value) problem(`${name} has no value`);
    else if (!FIELD_VALUE.test(value)) problem(`${name} has a character a header value cannot hold`);
    else if (SERVER_OWNED.has(name.toLowerCase()))
      problem(`${name} is set by the server and cannot come from _headers`);
    else rule.set.push({ name, value });
  }

  for (const empty of rules.filter((r) => r.set.length === 0 && r.detach.length === 0)) {
    problems.push({ line: empty.line, message: `${empty.source} has no headers below it` });
  }
  return {
    rules: rules.filter((r) => r.set.length > 0 || r.detach.length > 0),
    problems: problems.sort((a, b) => a.line - b.line),
  };
}
