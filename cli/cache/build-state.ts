import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isRecord } from '../lib/is-record';
import { ensureFolder } from '../lib/write/folders';
import { replaceIn, touchIn } from '../lib/write/fs-writes';

/** Bump when the meaning of anything cached changes: every older state is then ignored. */
export const STATE_VERSION = 13;

const pageRecord = z.object({
  key: z.string(),
  object: z.string(),
  /** The stored object's stamp when it was written (see ObjectStore.stamp). */
  stamp: z.string(),
  file: z.string(),
  bytes: z.number(),
  robots: z.string(),
  canonical: z.string(),
  lastmod: z.string().optional(),
  islands: z.array(z.string()),
  features: z.array(z.string()),
  /** Every id the page has: what links into it may point at (`#pricing`), checked on every build. */
  ids: z.array(z.string()),
  /**
   * What the page's Markdown body claims that the build checks against the whole site on every
   * build, rendered or reused (file lines): links to the site's pages, and prose stating prices.
   */
  claims: z
    .object({
      links: z.array(z.object({ url: z.string(), line: z.number().optional() })),
      prices: z.array(z.object({ text: z.string(), line: z.number(), heading: z.string().optional() })),
    })
    .optional(),
});
export type PageRecord = z.infer<typeof pageRecord>;

const frontMatterRecord = z.object({
  key: z.string(),
  templateName: z.string(),
  data: z.unknown(),
  bodyStart: z.number(),
  bodyLine: z.number(),
  route: z.string(),
  stamp: z.string().optional(),
  traits: z
    .object({ hash: z.string(), images: z.boolean(), facts: z.boolean(), todo: z.number().optional() })
    .optional(),
  plain: z.boolean().optional(),
  front: z.string().optional(),
});

const fileRecord = z.object({
  path: z.string(),
  object: z.string(),
  bytes: z.number(),
  /** Gzipped size of a script or stylesheet, for the budgets (measured once, when the bundle is made). */
  gzip: z.number().optional(),
});
export type FileRecord = z.infer<typeof fileRecord>;

/** A bundle as a build records it: its files and the manifest it produced. */
export const bundleRecord = z.object({ files: z.array(fileRecord), manifest: z.unknown() });
export type BundleRecord = z.infer<typeof bundleRecord>;

const stateSchema = z.object({
  version: z.literal(STATE_VERSION),
  /** Markdown body key -> the stored object holding its rendered result. */
  markdown: z.record(z.string(), z.string()),
  /** Route -> what its page rendered to, under which key. */
  pages: z.record(z.string(), pageRecord),
  /** Page file -> its validated front matter. */
  sources: z.record(z.string(), frontMatterRecord),
  /** Bundles by key: their files and the manifest they produced. */
  bundles: z.record(z.string(), bundleRecord),
  /**
   * Every file this build wrote into its output folder (pages, bundles, images, site files):
   * the next build into the same folder updates it in place and removes what it no longer writes.
   */
  output: z.array(z.string()).optional(),
  /** Keys of content checks that found nothing wrong (see FrontMatterCache.passed). */
  passed: z.array(z.string()).optional(),
  /** The key of the code that validated `sources` and ran the `passed` checks: they hold only under it. */
  schema: z.string().optional(),
  /** The stored object holding the render context of this build (v8-serialized), for builds of edited bodies (see driver/edited-bodies/from-cache.ts). */
  context: z.string().optional(),
});
export type BuildState = z.infer<typeof stateSchema>;

const topLevel = stateSchema.extend({
  markdown: z.custom<BuildState['markdown']>(isRecord),
  pages: z.custom<BuildState['pages']>(isRecord),
  sources: z.custom<BuildState['sources']>(isRecord),
  bundles: z.custom<BuildState['bundles']>(isRecord),
});

/**
 * A state as read, or undefined when it is not one of this version. Only its outline is
 * validated, and each page record's fields a build reads before comparing keys: the whole
 * schema, entry by entry, cost 75 ms at 4,000 pages, on every build, for files only this code
 * writes (atomically). A record that does not match is compared by key like any other, and a
 * page whose key differs is rendered.
 */
function trustedState(value: unknown): BuildState | undefined {
  const parsed = topLevel.safeParse(value);
  if (!parsed.success) return undefined;
  const state = parsed.data;
  for (const [route, record] of Object.entries(state.pages)) {
    const r = record as Partial<Record<keyof PageRecord, unknown>>;
    const strings = [r.key, r.file, r.object, r.stamp].every((v) => typeof v === 'string');
    if (!strings || !Array.isArray(r.islands) || !Array.isArray(r.features)) delete state.pages[route];
  }
  return state;
}

export const emptyState = (): BuildState => ({
  version: STATE_VERSION,
  markdown: {},
  pages: {},
  sources: {},
  bundles: {},
});

/** The state a previous build left, or an empty one when there is none, it is unreadable, or from another version. */
export async function readState(file: string): Promise<BuildState> {
  try {
    const text = await readFile(file, 'utf8');
    const parsed = trustedState(JSON.parse(text));
    if (!parsed) return emptyState();
    // Marks the state as used by this build, for pruning (see prune-cache.ts).
    const now = new Date();
    await touchIn(path.dirname(file), path.basename(file), now).catch(() => undefined);
    return parsed;
  } catch {
    return emptyState();
  }
}

/**
 * The state of the last build into this output folder (`own`); for a folder never built into, the
 * latest state of the same content and flags built elsewhere (`site check`, `site audit`, a
 * new `--out`): pages are stored by what they are made from, not where they were written, so
 * its records hold for any folder, and every page whose key still matches is linked, not rendered.
 */
export async function readStateOrSibling(file: string, family: string): Promise<{ state: BuildState; own: boolean }> {
  const own = await readState(file);
  if (Object.keys(own.pages).length || Object.keys(own.markdown).length) return { state: own, own: true };
  const dir = path.dirname(file);
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (n) => n.startsWith(path.basename(family)) && n.endsWith('.json'),
  );
  const dated = await Promise.all(
    names.map(async (n) => ({
      file: path.join(dir, n),
      mtimeMs: (await stat(path.join(dir, n)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  const latest = dated.sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
  // Another folder's list of files says nothing of this one's.
  const sibling = latest ? await readState(latest.file) : own;
  delete sibling.output;
  return { state: sibling, own: false };
}

/**
 * Writes the state atomically (temporary file, then rename), so a crash never leaves half of it.
 * Called only for a state that differs from the one on disk (see sameState): no hash of 5 MB of
 * JSON is needed to find out.
 */
export async function writeState(file: string, state: BuildState): Promise<void> {
  await ensureFolder(path.dirname(file));
  await replaceIn(path.dirname(file), path.basename(file), JSON.stringify(state));
}

/**
 * Whether `next` says what `previous` said, found without serialising either (75 ms at 4,000
 * pages): a build that reused everything carries the very records it read.
 */
export function sameState(previous: BuildState, next: BuildState): boolean {
  const sameRecords = <T>(a: Record<string, T>, b: Record<string, T>, same = (x?: T, y?: T) => x === y) => {
    const keys = Object.keys(b);
    return keys.length === Object.keys(a).length && keys.every((key) => same(a[key], b[key]));
  };
  // In any order: the site's and the embeds' bundles finish in either.
  const sameJson = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  return (
    sameRecords(previous.pages, next.pages) &&
    sameRecords(previous.markdown, next.markdown) &&
    sameRecords(previous.sources, next.sources) &&
    sameRecords(previous.bundles, next.bundles, sameJson) &&
    (previous.output ?? []).join('\0') === (next.output ?? []).join('\0') &&
    (previous.passed ?? []).join('\0') === (next.passed ?? []).join('\0') &&
    previous.schema === next.schema &&
    previous.context === next.context
  );
}
