import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spellCheckDocument } from 'cspell-lib';
import type { Output } from './read-output';
import type { CheckProblem } from './problem';

/** The site's one spelling: Canadian English (html lang="en-CA"), with cspell's en-CA dictionary. */
const LANGUAGE = 'en-CA';
/** cspell's en-CA dictionary, found from the generator (a site made by `site init` has none of its own). */
const EN_CA = createRequire(import.meta.url).resolve('@cspell/dict-en-ca/cspell-ext.json');
/** Suggestions shown per misspelled word. */
const SUGGESTIONS = 3;

/**
 * Every word a visitor reads on every page (its text, title and description), spelled as
 * Canadian English: cspell's en-CA dictionary (which takes "optimize" and refuses "optimise"),
 * its dictionaries of software terms and company names, and the project's own word list
 * (`<content>/words.txt`, one word a line: names, products, terms of the trade). Each
 * misspelled word is reported once per page, with cspell's suggestions.
 */
export async function checkSpelling(output: Output, contentDir: string): Promise<CheckProblem[]> {
  const words = await projectWords(contentDir);
  const settings = {
    language: LANGUAGE,
    import: [EN_CA],
    dictionaries: ['en-ca', 'softwareTerms', 'companies', 'fullstack', 'aws', 'misc'],
    words,
    ignoreRegExpList: ['Urls', 'Email', '/\\{\\{[^}]*\\}\\}/g'],
  };
  const pages = [...output.pages.values()].filter((page) => !page.facts.refresh);
  const found = await Promise.all(
    pages.map(async (page) => {
      const text = [page.facts.title ?? '', page.facts.description ?? '', ...page.facts.words].join('\n');
      const result = await spellCheckDocument(
        { uri: `file:///${page.file}.txt`, text, languageId: 'plaintext', locale: LANGUAGE },
        { generateSuggestions: true, numSuggestions: SUGGESTIONS, noConfigSearch: true },
        settings,
      );
      const seen = new Set<string>();
      return result.issues.flatMap((issue): CheckProblem[] => {
        if (seen.has(issue.text)) return [];
        seen.add(issue.text);
        const suggestions = (issue.suggestions ?? []).slice(0, SUGGESTIONS);
        return [
          {
            where: page.route,
            rule: 'spelling',
            message: `"${issue.text}" is not Canadian English${suggestions.length ? `: ${suggestions.join(', ')}?` : ''}`,
            fix: `Correct it where it is written, or, if it is a name or a term of the trade, add it to ${path.join(path.basename(contentDir), 'words.txt')}.`,
            find: [new RegExp(`\\b${issue.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)],
          },
        ];
      });
    }),
  );
  return found.flat();
}

/** The project's word list: one word a line, `#` comments. */
async function projectWords(contentDir: string): Promise<string[]> {
  const text = await readFile(path.join(contentDir, 'words.txt'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}
