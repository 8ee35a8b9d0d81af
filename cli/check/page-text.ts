/** Elements that start and end a run of text: what a reader takes as one block. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'section',
  'select',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'br',
]);
/** Elements whose text no visitor reads. */
const UNREAD = new Set(['script', 'style', 'template', 'title', 'head', 'noscript', 'svg']);
/** Elements whose text is someone else's words: a quotation states the quoted client's own figures. */
const QUOTED = new Set(['blockquote', 'q']);
/** Void elements: they open and never close. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The text a visitor reads on a page, as blocks (paragraphs, list items, cells, headings, cards),
 * whitespace collapsed: what the claims check reads sentence by sentence. Leaves out what is not
 * read (scripts, styles, `hidden` elements), quotations (clients' own words) and what the page
 * marks as a project's own figures (`data-figures="project"`: case-study results, from their data).
 */
export class TextBlocks {
  readonly blocks: string[] = [];
  private block = '';
  private depth = 0;
  /** The depth at which an unread or exempt element opened; text is skipped until it closes. */
  private skipFrom: number | undefined;

  open(tag: string, attrs: Readonly<Record<string, string>>): void {
    if (VOID.has(tag)) {
      if (BLOCKS.has(tag)) this.end();
      return;
    }
    this.depth += 1;
    const exempt = QUOTED.has(tag) || attrs['data-figures'] === 'project';
    if (this.skipFrom === undefined && (UNREAD.has(tag) || exempt || 'hidden' in attrs)) this.skipFrom = this.depth;
    if (BLOCKS.has(tag)) this.end();
  }

  text(data: string): void {
    if (this.skipFrom === undefined) this.block += data;
  }

  close(tag: string): void {
    if (VOID.has(tag)) return;
    if (BLOCKS.has(tag)) this.end();
    if (this.skipFrom === this.depth) this.skipFrom = undefined;
    this.depth -= 1;
  }

  private end(): void {
    const text = this.block.replace(/\s+/g, ' ').trim();
    if (text) this.blocks.push(text);
    this.block = '';
  }
}
