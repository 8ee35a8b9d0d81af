import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, type Argument, type Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../cli/commands/index';
import { REPO_ROOT } from '../support/fixtures';
import { projectDocs, readDoc, type Located } from '../support/markdown-docs';

/** The `site` program as cli/index.ts wires it, built but never run. */
function siteProgram(): Command {
  const program = new Command('site');
  registerCommands(program);
  return program;
}

const program = siteProgram();
const docs = projectDocs();
const relative = (file: string) => path.relative(REPO_ROOT, file);
const where = (file: string, at: Located) => `${relative(file)}:${at.line}`;

/** A link that leaves the repository (`https:`, `mailto:`, `//host`) is not ours to check. */
const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

/** Why a relative link of `file` does not resolve, or undefined when it does. */
function brokenLink(file: string, url: string): string | undefined {
  const hash = url.indexOf('#');
  const target = decodeURIComponent(hash < 0 ? url : url.slice(0, hash));
  const anchor = hash < 0 ? undefined : decodeURIComponent(url.slice(hash + 1));
  const resolved = target ? path.join(target.startsWith('/') ? REPO_ROOT : path.dirname(file), target) : file;
  if (!existsSync(resolved)) return `${url}: ${relative(resolved)} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  if (!readDoc(resolved).anchors.has(anchor))
    return `${url}: no heading of ${relative(resolved)} has the id #${anchor}`;
  return undefined;
}

/** `<slug>`, `<command>`: a stand-in for a word the reader picks. */
const isPlaceholder = (word: string) => /^<[^>]+>$/.test(word);

/** The words of a synopsis or an example: `[--out DIR]` and `[--set key=value]...` read as `--out DIR`. */
const wordsOf = (args: string) =>
  args
    .split(/\s+/)
    .map((word) => word.replace(/^\[+/, '').replace(/\]*(?:\.\.\.)?\]*$/, ''))
    .filter((word) => word !== '');

const commandPath = (command: Command): string =>
  command.parent ? `${commandPath(command.parent)} ${command.name()}` : command.name();

const findOption = (command: Command, flag: string): Option | undefined =>
  command.options.find((option) => option.long === flag || option.short === flag);

/**
 * What is wrong with `npx site <args>`: an unknown command, an option its command does not take,
 * an argument too many or not among the argument's choices (`page|post` checks each).
 */
function usageProblems(args: string): string[] {
  const words = wordsOf(args);
  const problems: string[] = [];
  let command = program;
  let operands = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith('-')) {
      const flag = word.split('=')[0]!;
      if (flag === '--help' || flag === '-h') continue;
      const option = findOption(command, flag);
      // Whether the words after an unknown option are its value is anyone's guess: stop there.
      if (!option) return [...problems, `${commandPath(command)} has no option ${flag}`];
      // A value it requires is the next word: `--out DIR`, `--set key=value`.
      if (option.required && !word.includes('=')) i++;
      continue;
    }
    const sub =
      operands === 0 ? command.commands.find((c) => c.name() === word || c.aliases().includes(word)) : undefined;
    if (sub) {
      command = sub;
      continue;
    }
    const registered: readonly Argument[] = command.registeredArguments;
    const argument = registered[operands] ?? (registered.at(-1)?.variadic ? registered.at(-1) : undefined);
    if (!argument) {
      // `npx site <command>`: any command.
      if (isPlaceholder(word) && command.commands.length > 0 && operands === 0) return problems;
      problems.push(`${commandPath(command)} takes no argument ${word}`);
      continue;
    }
    const choices = argument.argChoices;
    if (choices && !isPlaceholder(word)) {
      for (const choice of word.split('|')) {
        if (!choices.includes(choice))
          problems.push(`${commandPath(command)}: ${choice} is not one of ${choices.join(', ')}`);
      }
    }
    operands++;
  }
  const required = command.registeredArguments.filter((argument) => argument.required).length;
  if (operands < required) problems.push(`${commandPath(command)} needs ${required} arguments, got ${operands}`);
  return problems;
}

describe('README.md and docs/', () => {
  it('are README.md and at least the pages the README links to', () => {
    expect(docs.map(relative)).toContain('README.md');
    expect(docs.length).toBeGreaterThan(5);
  });

  it('keep the README short enough to skim (at most 200 lines)', () => {
    const lines = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it.each(docs.map(relative))('%s: every relative link resolves, #anchors included', (file) => {
    const doc = readDoc(path.join(REPO_ROOT, file));
    const problems = doc.links
      .filter((link) => !isExternal(link.text))
      .flatMap((link) => {
        const broken = brokenLink(doc.file, link.text);
        return broken ? [`${where(doc.file, link)} ${broken}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it.each(docs.map(relative))('%s: every `npx site …` example names a command and options it has', (file) => {
    const doc = readDoc(path.join(REPO_ROOT, file));
    const problems = doc.examples.flatMap((example) =>
      usageProblems(example.text).map((problem) => `${where(doc.file, example)} npx site ${example.text}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('hold examples and links to check (the parsing finds them)', () => {
    const all = docs.map(readDoc);
    expect(all.flatMap((doc) => doc.examples).length).toBeGreaterThan(15);
    expect(all.flatMap((doc) => doc.links).filter((link) => !isExternal(link.text)).length).toBeGreaterThan(30);
  });

  it('report an unknown command, an unknown option and a wrong argument', () => {
    expect(usageProblems('build --out DIR --workers 2')).toEqual([]);
    expect(usageProblems('new page|post <slug> [--title T]')).toEqual([]);
    expect(usageProblems('cache seed [--content DIR]')).toEqual([]);
    expect(usageProblems('biuld')).toEqual(['site takes no argument biuld']);
    expect(usageProblems('build --wrokers 2')).toEqual(['site build has no option --wrokers']);
    expect(usageProblems('new pgae <slug>')).toEqual(['site new: pgae is not one of page, post, provider']);
    expect(usageProblems('cache prune --content DIR')).toEqual(['site cache prune has no option --content']);
    expect(usageProblems('new page')).toEqual(['site new needs 2 arguments, got 1']);
  });
});
