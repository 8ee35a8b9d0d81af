/**
 * A URL pattern of `_headers`, as Cloudflare Pages and Netlify define it: `*` (the splat) matches
 * any characters, `:name` matches one path segment (one host label in an absolute URL rule).
 */
export interface UrlPattern {
  /** Set for absolute URL rules (`https://:project.pages.dev/*`); matched against the Host header. */
  host?: RegExp;
  path: RegExp;
  /** Capture names in group order: `splat` for `*`, else the placeholder's name. */
  names: readonly string[];
}

export type Captures = Readonly<Record<string, string>>;

// Cloudflare: "a colon followed by a letter starts a placeholder, then alphanumerics and underscores".
const TOKEN = /\*|:([A-Za-z]\w*)/g;
const ABSOLUTE = /^https?:\/\/([^/]*)(\/.*)?$/i;

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** Compiles a pattern line; throws an Error whose message says what is wrong with it. */
export function compileUrlPattern(source: string): UrlPattern {
  const names: string[] = [];
  const absolute = ABSOLUTE.exec(source);
  if (absolute) {
    const [, host = '', path = '/'] = absolute;
    if (/:\d+$/.test(host)) throw new Error(`${source}: a port is not allowed in a URL pattern`);
    // Placeholders stop at `.` in a host, so `:project.pages.dev` captures one label.
    const hostSource = toRegExpSource(host, '[^/.]+', names);
    return {
      host: new RegExp(`^${hostSource}$`, 'i'),
      path: new RegExp(`^${toRegExpSource(path, '[^/]+', names)}$`),
      names,
    };
  }
  if (!source.startsWith('/')) throw new Error(`${source}: a URL pattern starts with / or https://`);
  return { path: new RegExp(`^${toRegExpSource(source, '[^/]+', names)}$`), names };
}

function toRegExpSource(part: string, placeholder: string, names: string[]): string {
  let out = '';
  let last = 0;
  for (const match of part.matchAll(TOKEN)) {
    const name = match[1] ?? 'splat';
    if (names.includes(name)) {
      throw new Error(
        name === 'splat' ? `${part}: only one * is allowed in a URL pattern` : `${part}: :${name} is used twice`,
      );
    }
    names.push(name);
    out += escapeRegExp(part.slice(last, match.index)) + (match[1] ? `(${placeholder})` : '(.*)');
    last = match.index + match[0].length;
  }
  return out + escapeRegExp(part.slice(last));
}

/** The captured values when `pattern` matches, else undefined. Absolute rules match only their host. */
export function matchUrlPattern(pattern: UrlPattern, path: string, hostname: string): Captures | undefined {
  let groups: string[] = [];
  if (pattern.host) {
    const host = pattern.host.exec(hostname);
    if (!host) return undefined;
    groups = host.slice(1);
  }
  const match = pattern.path.exec(path);
  if (!match) return undefined;
  groups = [...groups, ...match.slice(1)];
  return Object.fromEntries(pattern.names.map((name, i) => [name, groups[i] ?? '']));
}
