import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../cli/pipeline/content/load-site';
import { site } from '../../cli/pipeline/site';
import { asThisSite } from '../support/this-site';
import { REPO_ROOT } from '../support/fixtures';

/**
 * The engine (cli/) names nothing of this site: no string literal in it is one of the site's
 * declared ids (its collections and their folders, templates, data sets, widgets, offers). The
 * site declares them (templates/site.ts, content/); the engine reads the declarations.
 *
 * What it would still name is listed below, file by file, with the ids each may name: the list is
 * empty, and may only stay so (a file that no longer needs its line fails too, so the line goes).
 */
const STILL_NAMED: Record<string, string[]> = {};

/**
 * Ids that are also the words cli/ uses for what they say ("3 pages", the build state's `pages`,
 * the <article> element, the audit report of / named "home"): naming them is not naming the site.
 */
const PLAIN_WORDS = new Set(['page', 'pages', 'article', 'home']);
/** widgets/ folders that are the engine's runtime, not a widget of the site: the island contract, the dev client. */
const ENGINE_RUNTIME = new Set(['shared', 'dev']);

async function siteIds(): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const add = (kind: string, names: Iterable<string>) => {
    for (const name of names) if (!PLAIN_WORDS.has(name)) ids.set(name, kind);
  };
  const definition = site();
  add('collection', Object.keys(definition.collections));
  add(
    'collection folder',
    Object.values(definition.collections).map((c) => c.folder),
  );
  add('template', Object.keys(definition.templates));
  add('data set', Object.keys(definition.data));
  add('widget', Object.keys(definition.embeds));
  add(
    'widget',
    readdirSync(path.join(REPO_ROOT, 'widgets'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !ENGINE_RUNTIME.has(entry.name))
      .map((entry) => entry.name),
  );
  const { collections } = asThisSite(await loadSite({ contentDir: path.join(REPO_ROOT, 'content') }));
  add(
    'offer',
    collections.offers.catalog.map((offer) => offer.id),
  );
  return ids;
}

/**
 * Every string literal of cli/'s code that is one of `ids`, by file: outside imports, and outside
 * types (`FactsData['people']` names a key of the facts' model, not a data set).
 */
function namedIn(ids: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const files = readdirSync(path.join(REPO_ROOT, 'cli'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => `cli/${file.split(path.sep).join('/')}`);
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ids.has(node.text))
        named.set(file, (named.get(file) ?? new Set()).add(node.text));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return named;
}

describe("the engine and the site's ids", () => {
  it('cli/ names none of them but what STILL_NAMED lists, and each listed file still needs its line', async () => {
    const ids = await siteIds();
    expect(ids.size).toBeGreaterThan(40);
    const named = Object.fromEntries([...namedIn(ids)].map(([file, names]) => [file, [...names].sort()]));
    expect(named).toEqual(STILL_NAMED);
  });

  it('finds a literal that names the site, so the test above can fail', () => {
    const named = namedIn(new Map([['website-starter', 'offer']]));
    expect(named.size).toBe(0);
    const probe = namedIn(new Map([['site.mjs', 'probe']]));
    expect([...probe.keys()]).toContain('cli/pipeline/site/load-site.ts');
  });
});
