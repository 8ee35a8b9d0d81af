import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../errors';
import type { Output } from './read-output';
import type { CheckProblem } from './problem';

/** The Java runtime and the W3C Nu HTML Checker's jar (from the vnu-jar package) that run it. */
export interface HtmlValidator {
  java: string;
  jar: string;
}

/** What Debian and Ubuntu call a Java runtime without a display; vnu.jar needs Java 11 or newer. */
const INSTALL_JAVA = 'sudo apt-get install -y default-jre-headless';

/**
 * Arguments per Java process: each start costs about a second, so every page goes to one
 * process unless the command line would grow past what the system allows (Windows: 32,767
 * characters; Linux allows far more). The output folder is the working directory, so each
 * page costs its relative path.
 */
const MAX_ARGS_CHARS = process.platform === 'win32' ? 30_000 : 1_000_000;

/**
 * The checker's run is short and single-threaded: the quick compiler alone (no C2 compiling in
 * the background) and the serial collector take half the CPU and memory for the same result (82
 * pages: 4.5 s instead of 5.7 s, 5 s of CPU instead of 10, 340 MB instead of 650 MB). Its schema
 * code recurses deeply, and quickly compiled frames are larger: it asks for at least 512 KB of
 * stack, and overflows the default with C1 alone.
 */
const JVM_FLAGS = ['-Xss4m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/**
 * Finds `java` (JAVA_HOME's, else the first on PATH) and vnu.jar; a SiteError saying what to
 * install when either is missing. Looks at the file system only: no process is started.
 */
export function findHtmlValidator(env: NodeJS.ProcessEnv = process.env): HtmlValidator {
  const java = findJava(env);
  if (!java) {
    throw new SiteError(
      `\`site check --html\` runs the W3C Nu HTML Checker, which needs Java 11 or newer, and no \`java\` was found${env.JAVA_HOME ? ` in JAVA_HOME (${env.JAVA_HOME})` : ' on PATH'}. ` +
        `Install a Java runtime (Debian/Ubuntu: ${INSTALL_JAVA}), or set JAVA_HOME to one.`,
    );
  }
  let jar: string;
  try {
    // vnu-jar's main module is the jar's absolute path (a String object).
    jar = String(createRequire(import.meta.url)('vnu-jar'));
  } catch {
    throw new SiteError(
      '`site check --html` needs the vnu-jar package (the W3C Nu HTML Checker). Install it: npm install --save-dev vnu-jar',
    );
  }
  if (!existsSync(jar))
    throw new SiteError(`vnu-jar is installed but ${jar} is missing. Reinstall it: npm install --save-dev vnu-jar`);
  return { java, jar };
}

function findJava(env: NodeJS.ProcessEnv): string | undefined {
  const names = process.platform === 'win32' ? ['java.exe', 'java'] : ['java'];
  const dirs = env.JAVA_HOME
    ? [path.join(env.JAVA_HOME, 'bin')]
    : (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/** One message of vnu's `--format json` output (https://github.com/validator/validator/wiki/Output-%C2%BB-JSON). */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Every built HTML page through the W3C Nu HTML Checker (vnu.jar) in one Java process: HTML
 * errors, and CSS errors in the pages' inlined <style> elements. Each error becomes a problem
 * on the page's route with its line and column, the code around it, and where to fix it.
 * Throws a SiteError when Java or the checker is missing or the checker fails to run.
 */
export async function checkHtmlValidity(
  output: Output,
  validator: HtmlValidator = findHtmlValidator(),
): Promise<CheckProblem[]> {
  const files = [...output.pages.keys()].sort();
  const messages: VnuMessage[] = [];
  for (const batch of batches(files)) messages.push(...(await runVnu(validator, output.dir, batch)));
  return messages.map((message) => toProblem(output, message));
}

function batches(files: readonly string[]): string[][] {
  const all: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const file of files) {
    if (current.length && chars + file.length + 1 > MAX_ARGS_CHARS) {
      all.push(current);
      current = [];
      chars = 0;
    }
    current.push(file);
    chars += file.length + 1;
  }
  if (current.length) all.push(current);
  return all;
}

/**
 * Runs vnu.jar over `files` (relative to `dir`). It prints its JSON report on stderr and exits 1
 * when it found errors; anything else (Java too old, a crash) is a SiteError with its output.
 * Not `--also-check-css`: that is for .css files, and it shifts every line number by one.
 */
function runVnu({ java, jar }: HtmlValidator, dir: string, files: readonly string[]): Promise<VnuMessage[]> {
  const args = [...JVM_FLAGS, '-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(java, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new SiteError(
              `\`site check --html\` could not start ${java}. Install a Java runtime (Debian/Ubuntu: ${INSTALL_JAVA}), or set JAVA_HOME to one.`,
            )
          : new SiteError(`\`site check --html\` could not start ${java}: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      const report = parseReport(stderr) ?? parseReport(stdout);
      if (report && (code === 0 || code === 1)) resolve(report.messages);
      else {
        const said = `${stderr}${stdout}`.trim().split('\n').slice(0, 8).join('\n');
        reject(
          new SiteError(
            `The W3C Nu HTML Checker (${java} -jar ${jar}) failed (exit code ${code})${said ? `:\n${said}` : ''}\nIt needs Java 11 or newer (Debian/Ubuntu: ${INSTALL_JAVA}).`,
          ),
        );
      }
    });
  });
}

/** The JSON report, after anything Java printed first (such as "Picked up JAVA_TOOL_OPTIONS"). */
function parseReport(text: string): { messages: VnuMessage[] } | undefined {
  const start = text.search(/\{\s*"(?:url|version|messages)"/);
  if (start < 0) return undefined;
  try {
    const report = JSON.parse(text.slice(start)) as { messages?: VnuMessage[] };
    return Array.isArray(report.messages) ? { messages: report.messages } : undefined;
  } catch {
    return undefined;
  }
}

function toProblem(output: Output, message: VnuMessage): CheckProblem {
  const file = message.url?.startsWith('file:')
    ? path.relative(output.dir, fileURLToPath(message.url)).split(path.sep).join('/')
    : undefined;
  const where = (file && output.pages.get(file)?.route) ?? file ?? message.url ?? output.dir;
  const line = message.lastLine ?? message.firstLine;
  const column = message.firstColumn ?? message.lastColumn;
  const at = line === undefined ? '' : `line ${line}${column === undefined ? '' : `, column ${column}`}: `;
  const extract = message.extract?.replace(/\s+/g, ' ').trim();
  return {
    where,
    rule: 'html',
    message: `${at}${message.message}${extract ? ` In: “${extract}”` : ''}`,
    fix: fixFor(message),
    find: extractNeedles(extract),
  };
}

/** Where such an error is fixed, by the kind of message. */
function fixFor({ type, message }: VnuMessage): string {
  if (type === 'non-document-error')
    return 'The checker could not read the page; check that the file is a complete HTML document.';
  if (message.startsWith('CSS:')) {
    return 'Fix the rule in templates/styles/ (pages inline it in <style>): use properties and values the CSS specifications define; where browsers need a prefixed form, use that one alone.';
  }
  if (/\brole\b|\baria-/i.test(message)) {
    return 'Remove ARIA that repeats what the element already is, or give the element a role that allows the attribute (ARIA in HTML: https://www.w3.org/TR/html-aria/), in the template or Markdown plugin that writes it.';
  }
  if (
    /not allowed as child|not allowed in this context|Stray (?:start|end) tag|element in scope|missing one or more of the following/i.test(
      message,
    )
  ) {
    return 'Move the element where HTML allows it (the standard lists each element\'s "contexts in which this element can be used"), in the template (templates/) or Markdown plugin (cli/pipeline/markdown/) that writes it.';
  }
  if (/^Duplicate ID/i.test(message)) return 'Ids must be unique on a page (anchors and labels rely on them).';
  return 'Fix the markup where it is written: the template (templates/) or the Markdown plugin (cli/pipeline/markdown/); the rule is explained at https://html.spec.whatwg.org/.';
}

/** The longest runs of text and attribute values of an extract: what a template or body holds as written. */
function extractNeedles(extract: string | undefined): string[] {
  if (!extract) return [];
  const values = [...extract.matchAll(/="([^"]{6,})"/g)].map((m) => m[1]!);
  const texts = extract
    .split(/<[^>]*>?/)
    .map((t) => t.trim())
    .filter((t) => t.length >= 8);
  return [...texts, ...values].sort((a, b) => b.length - a.length);
}
