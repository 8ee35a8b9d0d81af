import { mayUseFactDirective } from '../site/index';
import type { MarkdownSettings } from '../markdown';
import type { Page } from '../content';
import type { PageJob } from './page-job';
import { BATCH, type RenderPool } from './render-pool';

/**
 * Whether a page's body can be rendered before the images and facts are loaded: it shows no
 * image, uses no fact directive, and its template does not ask for its sections (bodies
 * rendered ahead use the default options).
 */
export const rendersAhead = (page: Pick<Page, 'source' | 'template'>) =>
  !page.source.body.includes('![') && !page.template.bodySections && !mayUseFactDirective(page.source.body);

/**
 * Markdown rendered while the content is still loading. On a cold build of many pages the main
 * thread spends a second or two reading and validating front matter, while the render threads
 * would wait: instead, each body is sent to them as soon as its file is loaded, and stored in
 * the object store like any cached Markdown. Pages then render from the cache.
 */
export class MarkdownAhead {
  private batch: string[] = [];
  private readonly refs = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly pool: RenderPool,
    private readonly objectsDir: string,
    private readonly settings: MarkdownSettings,
  ) {}

  /** Takes one page's body (blog posts and pages; generated pages share their source's). */
  add(page: Page): void {
    if (this.refs.has(page.source.body) || page.source.body.trim() === '' || !rendersAhead(page)) return;
    this.refs.set(page.source.body, Promise.resolve(undefined));
    this.batch.push(page.source.body);
    if (this.batch.length >= BATCH) this.flush();
  }

  /** Sends what is waiting; then every reference can be awaited. */
  flush(): void {
    const bodies = this.batch;
    this.batch = [];
    if (!bodies.length) return;
    const stored = this.pool.renderMarkdown({ settings: this.settings, bodies, objectsDir: this.objectsDir });
    // A failure here only means the page renders its Markdown itself.
    bodies.forEach((body, i) =>
      this.refs.set(
        body,
        stored.then(
          (refs) => refs[i],
          () => undefined,
        ),
      ),
    );
  }

  /**
   * Gives each job whose body was rendered ahead the stored result, once it is stored: a batch of
   * pages waits for its own bodies only, so the threads go on from Markdown to pages without a pause.
   * `ahead(job)`: whether the job's page renders its body as it was rendered ahead (rendersAhead).
   */
  async take(jobs: readonly PageJob[], ahead: (job: PageJob) => boolean): Promise<void> {
    this.flush();
    await Promise.all(
      jobs.map(async (job) => {
        const ref = job.markdownObject || !ahead(job) ? undefined : await this.refs.get(job.body);
        if (ref) job.markdownObject = ref;
      }),
    );
  }
}
