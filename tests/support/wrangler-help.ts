import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './fixtures';

const run = promisify(execFile);

/** The pinned wrangler of node_modules, which `npx wrangler` runs. */
export const WRANGLER = path.join(REPO_ROOT, 'node_modules', '.bin', 'wrangler');

/**
 * What is wrong with an `npx wrangler …` command, by the pinned wrangler's own `--help`: the
 * command and its positionals (up to the first flag or <placeholder>) must name a command it
 * has, and every `--flag` must be one that command takes. Empty when nothing is.
 */
export async function wranglerCommandProblems(command: string): Promise<string[]> {
  const words = command.trim().split(/\s+/).slice(2);
  const leading = words.slice(0, words.findIndex((w) => w.startsWith('-') || w.startsWith('<')) >>> 0);
  const answer = await run(WRANGLER, [...leading, '--help'], { cwd: REPO_ROOT }).catch(
    (error: { stderr?: string }) => ({
      stdout: '',
      stderr: error.stderr ?? String(error),
    }),
  );
  if (!answer.stdout) return [`${command}: wrangler refuses it: ${answer.stderr.split('\n')[0]}`];
  const { stdout } = answer;
  const usage = stdout.split('\n')[0]!;
  if (!/^wrangler [a-z]/.test(usage)) return [`${command}: wrangler answers "${usage}"`];
  const named = usage.replace(/^wrangler /, '').replace(/ [<[].*$/, '');
  const problems: string[] = [];
  if (!new RegExp(`^${named}\\b`).test(leading.join(' '))) problems.push(`${command}: wrangler has "${usage}"`);
  for (const flag of words.filter((w) => w.startsWith('--')))
    if (!stdout.includes(flag.replace(/=.*$/, ''))) problems.push(`${command}: no ${flag} in its --help`);
  return problems;
}
