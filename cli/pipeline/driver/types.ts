import type { AssetManifest } from '../bundle';
import type { Budget } from '../../lib/budget';
import type { WrittenFile } from '../output';
import type { Override } from '../../lib/overrides';
import type { Redirect } from '../content';
import type { BuildPlan } from '../plan';
import type { MarkdownParser } from '../markdown';

// What a build takes and gives. These live apart from build.ts, which imports SiteBuilder, so that
// SiteBuilder and its helpers name them without importing build.ts back (an import cycle).

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  overrides?: readonly Override[];
  /** Build `internal: true` pages too (never listed in the sitemap, always noindex). */
  includeInternal?: boolean;
  /** Build `draft: true` pages too (the dev server does). */
  includeDrafts?: boolean;
  /** Use and update the persistent cache (node_modules/.cache/chinook-site/); default true. */
  cache?: boolean;
  /** Worker threads for rendering; 0 renders on the main thread; default: by the amount of work. */
  workers?: number;
  /** The cache folder (tests point it elsewhere). */
  cacheDir?: string;
  /** Rewrite the content's image seed (`<content>/.encoded/`) to hold exactly the images this build uses (`site cache seed`). */
  seedImages?: boolean;
  /** A script every page loads besides its own (the dev server's live-reload client). */
  devScript?: string;
  /**
   * The stamp of every file of the content folder (absolute path to sourceStamp), as `site build`'s
   * input check took them before the build: unchanged Markdown files are then found without a stat each.
   */
  contentStamps?: ReadonlyMap<string, string>;
  /** false: the plan is a full build (see plan/), so no cached state is read; the state is still written. */
  fromCache?: boolean;
  /** Told how a long-lived builder's build runs, and why (the planner's answer to its change). */
  onPlan?: (plan: Pick<BuildPlan, 'kind' | 'reason'>) => void;
  /** Called as the build moves through its steps, and as pages are rendered. */
  onProgress?: (progress: BuildProgress) => void;
}

export interface BuiltPage {
  route: string;
  /** The template that rendered it. */
  template: string;
  file: string;
  bytes: number;
  /** Islands rendered on the page. */
  islands: string[];
  /** Page features (widgets/enhance/features) its markup loads. */
  features: string[];
  /**
   * Content files this page was made from, for incremental rebuilds. `content/blog/*.md` stands
   * for every file of that kind in the folder (a listing depends on all of them).
   */
  inputs: string[];
}

/** Where a build is: its current step, and for rendering, how many pages of how many. */
export interface BuildProgress {
  step: string;
  done?: number;
  total?: number;
}

/** What a build wrote, so callers (CLI summary, tests, dev server) need not read dist/. */
export interface BuildResult {
  outDir: string;
  pages: BuiltPage[];
  redirects: Redirect[];
  files: WrittenFile[];
  assets: AssetManifest;
  budgets: Budget[];
  totalBytes: number;
  durationMs: number;
  /** Pages rendered by this build, and pages reused from the cache unchanged. */
  rendered: number;
  reused: number;
  /** Images encoded by this build, copied from the content's seed, and linked from the cache. */
  images: { encoded: number; seeded: number; reused: number };
  /** Each step's duration, in order. */
  steps: { name: string; ms: number }[];
  /**
   * What the maintainer should know that is not a problem (a Markdown plugin that changed no
   * page, Sätteri wanted but not used).
   */
  notices?: string[];
  /** The parser every body was read with, and why (docs/markdown.md, "Which parser"). */
  markdownParser?: { name: MarkdownParser; reason: string };
}
