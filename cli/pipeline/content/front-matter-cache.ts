import { contentHash } from '../../lib/hash';
import type { BodyTraits } from './body-traits';

/** A page file's validated front matter (or a YAML data or guide file's data), as a previous build found it. */
export interface CachedFrontMatter {
  /** Hash of the file's text (the schemas it was validated with are the state's, see SavedFrontMatter). */
  key: string;
  templateName: string;
  /** The template's validated data. */
  data: unknown;
  /** Where the Markdown body starts in the text, and on which line. */
  bodyStart: number;
  bodyLine: number;
  route: string;
  /** The file's stamp (see fileStamp) and the schemas' key: equal, the file needs no reading. */
  stamp?: string;
  /** The Markdown body's traits (see body-traits.ts). */
  traits?: BodyTraits;
  /** The data holds no reference, fact directive or image (see plain-data.ts). */
  plain?: boolean;
  /** Key of the text before the body (the front matter and its fences): equal, only the body changed. */
  front?: string;
}

/** What a build state keeps of front matter: its entries, its passed checks, and the code they hold under. */
export interface SavedFrontMatter {
  sources: Readonly<Record<string, CachedFrontMatter>>;
  passed?: readonly string[] | undefined;
  /** The schemas' key (schemaKey in render-keys.ts) the entries and checks were made under. */
  schema?: string | undefined;
}

/**
 * Front matter validated by earlier builds, by file: a file whose text and whose templates'
 * schemas are unchanged skips gray-matter, YAML and zod entirely. Entries used (or made) by
 * this build become the next state; the rest are dropped.
 */
export class FrontMatterCache {
  readonly next: Record<string, CachedFrontMatter> = {};
  /** Keys of checks that found nothing wrong, for the next build (see `passed`). */
  readonly nextPassed = new Set<string>();
  private readonly passedBefore: ReadonlySet<string>;

  /**
   * The cache of a saved state, whose entries hold only under the schemas they were made with:
   * `schema` is this code's key. Finding it may take an esbuild run over the code (when the module
   * graph is not cached), so a state with nothing to reuse, a cold build's, does not wait for it:
   * the content loads meanwhile, and the key is saved with the state at the end.
   */
  static async of(saved: SavedFrontMatter, schema: Promise<string>): Promise<FrontMatterCache> {
    const reusable = Object.keys(saved.sources).length > 0 || (saved.passed?.length ?? 0) > 0;
    const valid = reusable && saved.schema === (await schema);
    return new FrontMatterCache(valid ? saved.sources : {}, valid ? saved.passed : []);
  }

  /** `previous`: entries made under this code's schemas (see `of`). */
  constructor(
    private readonly previous: Readonly<Record<string, CachedFrontMatter>>,
    passed: readonly string[] = [],
  ) {
    this.passedBefore = new Set(passed);
  }

  /**
   * Whether a check of these inputs (`key`, from keyOf) found nothing wrong in an earlier build
   * under the same code: a check that costs a Markdown render (a template's `checkBody`) is then
   * not run again. Call `pass` when it runs and finds nothing.
   */
  passed(key: string): boolean {
    if (!this.passedBefore.has(key)) return false;
    this.nextPassed.add(key);
    return true;
  }

  pass(key: string): void {
    this.nextPassed.add(key);
  }

  keyOf(text: string): string {
    return contentHash(text);
  }

  /** The entry of a file whose stamp is the one it was cached with. */
  byStamp(absPath: string, stamp: string | undefined): CachedFrontMatter | undefined {
    const entry = this.previous[absPath];
    if (!stamp || !entry?.traits || entry.stamp !== stamp) return undefined;
    this.next[absPath] = entry;
    return entry;
  }

  get(absPath: string, key: string): CachedFrontMatter | undefined {
    const entry = this.previous[absPath];
    if (entry?.key !== key) return undefined;
    this.next[absPath] = entry;
    return entry;
  }

  set(absPath: string, entry: CachedFrontMatter): void {
    this.next[absPath] = entry;
  }
}
