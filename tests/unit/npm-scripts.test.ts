import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures';

const scripts = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

/** The README's table of npm scripts: each row's script name, as typed (`npm run dev`, `npm start`). */
const listed = [...readme.matchAll(/^\| `npm (?:run )?([\w:-]+)` \|/gm)].map((m) => m[1]!);

describe('npm scripts', () => {
  it('has the commands every Astro, Vite or Eleventy user types first', () => {
    expect(scripts.dev).toBe('node cli/bin/site.js dev');
    expect(scripts.start).toBe('node cli/bin/site.js preview');
  });

  it('the README names every script, and its table lists only scripts that exist', () => {
    for (const name of Object.keys(scripts))
      expect(
        [`npm run ${name}`, `npm ${name}\``, `\`${name}\``].some((form) => readme.includes(form)),
        `README names no ${name}`,
      ).toBe(true);
    expect(listed).toEqual(expect.arrayContaining(['dev', 'start', 'build', 'preview']));
    for (const name of listed) expect(Object.keys(scripts)).toContain(name);
  });
});
