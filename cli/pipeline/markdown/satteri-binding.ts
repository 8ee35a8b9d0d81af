import type { markdownToMdast } from 'satteri';

/**
 * Sätteri (the `satteri` package) parses Markdown in Rust, through a native binding per platform
 * (an optional dependency each) or its wasm32-wasi build where none fits. Either may be missing:
 * an install with `--no-optional`, a platform it has no build for. Then the site parses with
 * remark-parse, and the build says so (docs/markdown.md, "Which parser").
 *
 * Set `SITE_SATTERI_UNAVAILABLE=1` to act as if it did not load: the tests of that fallback do,
 * and so can anyone who wants remark-parse without editing site.yaml.
 */
export const SATTERI_UNAVAILABLE = 'SITE_SATTERI_UNAVAILABLE';

/** Sätteri's Markdown parser, or why it could not be loaded. */
export type SatteriBinding = { parse: typeof markdownToMdast } | { error: string };

let loading: Promise<SatteriBinding> | undefined;

/** Loads Sätteri once per thread; never rejects. */
export function loadSatteri(): Promise<SatteriBinding> {
  // Read on every call, so that a test can set it between builds of one process.
  if (process.env[SATTERI_UNAVAILABLE] === '1') {
    return Promise.resolve({ error: `${SATTERI_UNAVAILABLE}=1 is set` });
  }
  return (loading ??= importSatteri());
}

async function importSatteri(): Promise<SatteriBinding> {
  try {
    // The package loads its binding as it is imported, and throws when none loads.
    const { markdownToMdast } = await import('satteri');
    markdownToMdast('*probe*');
    return { parse: markdownToMdast };
  } catch (error) {
    return { error: firstLine(error) };
  }
}

/** An error's first line: a failed native load tells every path it tried on the lines after. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim() || 'it failed to load';
}
