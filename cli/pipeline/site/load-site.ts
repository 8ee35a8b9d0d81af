/**
 * The site the engine builds: its collections, templates, data sets, site.yaml schema and page
 * frame, as the site declares them in its templates/site.ts (cli/kit/define-site.ts says what
 * each is). The module is loaded here, at run time, from the folder of the site the command runs
 * in (see siteRoot), as Astro loads a site's content.config.ts: the engine imports nothing of it
 * (an import rule holds that), and every part of cli/ asks this module for it.
 *
 * Run from the compiled CLI, the site's module was compiled with it (cli/bin/compiled-cli.js),
 * so that the site and the engine share one React and one copy of every module both import.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnySiteDefinition as SiteDefinition } from '../../kit/define-site';
import { SiteError } from '../../errors';
import { SITE_MODULE, siteRoot } from '../../lib/site-layout';

export type { SiteDefinition };

/** The parts every site declares (cli/kit/define-site.ts). */
const PARTS = ['collections', 'templates', 'data', 'config', 'embeds', 'frame'] as const;

/** The site's module: its compiled copy beside the compiled CLI, else its source. */
function moduleUrl(): { url: string; file: string } {
  const file = path.join(siteRoot(), SITE_MODULE);
  const compiled = globalThis.siteCompiledDir;
  return { url: compiled ? new URL('site.mjs', compiled).href : pathToFileURL(file).href, file };
}

async function loadDefinition(): Promise<SiteDefinition> {
  const { url, file } = moduleUrl();
  const loaded = (await import(url).catch((error: unknown) => {
    const missing = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(file);
    if (!missing) throw error;
    throw new SiteError(
      `${file} is missing: a site declares itself there (export const SITE = defineSite({ ... }); see docs/collections.md).`,
    );
  })) as { SITE?: Partial<SiteDefinition> };
  const definition = loaded.SITE;
  const absent = PARTS.filter((part) => definition?.[part] === undefined);
  if (!definition || absent.length)
    throw new SiteError(
      `${file} must export SITE = defineSite({ ... }) with ${PARTS.join(', ')}; ` +
        `${definition ? `missing: ${absent.join(', ')}` : 'it exports no SITE'}.`,
    );
  return definition as SiteDefinition;
}

// Loaded once, as this module is: a command that needs no site (`site init`, --help) runs in a
// folder with none, so what went wrong is reported when the site is first asked for.
const LOADED: SiteDefinition | { error: unknown } = await loadDefinition().catch((error: unknown) => ({ error }));

/** The site's definition. */
export function site(): SiteDefinition {
  if ('error' in LOADED) throw LOADED.error;
  return LOADED;
}
