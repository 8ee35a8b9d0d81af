import type { HostAnswer } from './host-answer';

/** One directive: its name and arguments, quotes removed. */
type Directive = string[];

interface Location {
  modifier: '=' | '^~' | '~' | '';
  path: string;
  directives: Directive[];
}

export interface NginxSnippet {
  server: Directive[];
  locations: Location[];
}

/** nginx's tokens: words, quoted strings (with `\` escapes), `{`, `}` and `;`; `#` starts a comment. */
function tokens(text: string): string[] {
  return [...text.matchAll(/#[^\n]*|"((?:[^"\\]|\\.)*)"|[{};]|[^\s{};"#]+/g)].flatMap((m) =>
    m[0].startsWith('#') ? [] : [m[1] === undefined ? m[0] : m[1].replace(/\\(.)/g, '$1')],
  );
}

/** The snippet the build writes: directives of the server block, and flat location blocks. */
export function parseNginxSnippet(text: string): NginxSnippet {
  const snippet: NginxSnippet = { server: [], locations: [] };
  let current: Directive = [];
  let location: Location | undefined;
  for (const token of tokens(text)) {
    if (token === '{') {
      const [, ...args] = current;
      const path = args.pop()!;
      location = { modifier: (args[0] ?? '') as Location['modifier'], path, directives: [] };
      snippet.locations.push(location);
      current = [];
    } else if (token === '}') location = undefined;
    else if (token === ';') {
      (location ? location.directives : snippet.server).push(current);
      current = [];
    } else current.push(token);
  }
  return snippet;
}

/** The location nginx picks for a path: exact, then the longest prefix unless `^~` lets regexes try first. */
export function pickLocation(snippet: NginxSnippet, path: string): Location | undefined {
  const exact = snippet.locations.find((l) => l.modifier === '=' && l.path === path);
  if (exact) return exact;
  const prefix = snippet.locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && path.startsWith(l.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  return snippet.locations.find((l) => l.modifier === '~' && new RegExp(l.path).test(path)) ?? prefix;
}

const named = (directives: Directive[], name: string) => directives.filter(([n]) => n === name);

/**
 * What nginx answers for a path, as far as the snippet decides it: a `return` of its location,
 * or the location's add_header lines (the server block's when the location has none).
 */
export function nginxAnswer(snippet: NginxSnippet, path: string): HostAnswer & { status?: number } {
  const location = pickLocation(snippet, path);
  const returned = location && named(location.directives, 'return')[0];
  const own = location ? named(location.directives, 'add_header') : [];
  const headers = new Map(
    (own.length ? own : named(snippet.server, 'add_header')).map(([, n, v]) => [n!.toLowerCase(), v!]),
  );
  if (returned) {
    const [, status, target] = returned;
    return Number(status) < 400
      ? { status: Number(status), location: target!, headers }
      : { status: Number(status), headers };
  }
  return { headers };
}
