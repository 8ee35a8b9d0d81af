import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors';
import { displayPath } from '../lib/files';

/** In every summary page `site audit --html` writes: a file with it is one the audit may write over. */
export const AUDIT_GENERATOR = '<meta name="generator" content="site audit">';

/** The folder beside the summary page that holds each route's Lighthouse report. */
export const reportsFolder = (file: string) =>
  path.join(path.dirname(path.resolve(file)), `${path.basename(file, path.extname(file))}-reports`);

/**
 * Proves, before a single route is audited, that the audit may write its reports where the
 * flags say: each file is new or one an earlier audit wrote (a summary page carrying
 * AUDIT_GENERATOR; JSON with the audit's `ok` and `routes`), never a folder; and the summary's
 * reports folder is new or holds only HTML reports beside a summary the audit wrote.
 */
export function claimReportFiles(files: { json?: string | undefined; html?: string | undefined }): void {
  if (files.json) claimFile(files.json, '--json', isAuditJson);
  if (files.html) {
    const wrote = claimFile(files.html, '--html', (text) => text.includes(AUDIT_GENERATOR));
    const reports = reportsFolder(files.html);
    const names = list(reports);
    if (names && (!wrote || names.some((name) => !name.endsWith('.html'))))
      throw refusal(reports, '--html', 'its reports folder exists and holds files no audit wrote');
  }
}

/** Whether the file is new (false) or one the audit wrote (true); throws when it is neither. */
function claimFile(file: string, flag: string, wrote: (text: string) => boolean): boolean {
  const target = path.resolve(file);
  let info;
  try {
    info = lstatSync(target);
  } catch {
    return false;
  }
  if (!info.isFile()) throw refusal(target, flag, 'it is not a file');
  if (!wrote(readFileSync(target, 'utf8'))) throw refusal(target, flag, 'it is a file an audit did not write');
  return true;
}

function isAuditJson(text: string): boolean {
  try {
    const data = JSON.parse(text) as unknown;
    return typeof data === 'object' && data !== null && 'ok' in data && 'routes' in data;
  } catch {
    return false;
  }
}

function list(dir: string): string[] | undefined {
  try {
    return readdirSync(dir);
  } catch {
    return undefined;
  }
}

function refusal(target: string, flag: string, why: string): UsageError {
  return new UsageError(
    `Refused to write the audit to ${displayPath(target)} (${flag}): ${why}. Nothing was audited or written.\n` +
      `  Name a new file with ${flag}, or delete that one first.`,
  );
}
