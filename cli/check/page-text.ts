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
/** Elements whose text no visitor reads as prose. */
const UNREAD = new Set([
  'script',
  'style',
  'template',
  'title',
  'head',
  'noscript',
  'svg',
  'code',
  'pre',
  'kbd',
  'samp',
]);
/** Elements whose text is someone else's words: a quotation states the quoted client's own figures. */
const QUOTED = new Set(['blockquote', 'q']);
/** Inline elements that a page lays out apart (chips, buttons, badges): their words never run together. */
const APART = new Set(['a', 'button', 'span', 'label', 'input', 'select', 'textarea', 'img', 'svg']);
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
 * whitespace collapsed. `all` is every block read as prose (not scripts, styles, code or `hidden`
 * elements): what the spelling check reads. `claims` leaves out, besides, quotations (clients' own
 * words) and what the page marks as a project's own figures (`data-figures="project"`: case-study
 * results, from their data): what the claims check reads, sentence by sentence.
 */
export class TextBlocks {
  readonly claims: string[] = [];
  readonly all: string[] = [];
  private claim = '';
  private text_ = '';
  private depth = 0;
  /** The depths at which an unread or exempt element opened; its text is skipped until it closes. */
  private unreadFrom: number | undefined;
  private exemptFrom: number | undefined;

  open(tag: string, attrs: Readonly<Record<string, string>>): void {
    if (APART.has(tag)) this.text(' ');
    if (VOID.has(tag)) {
      if (BLOCKS.has(tag)) this.end();
      return;
    }
    this.depth += 1;
    if (this.unreadFrom === undefined && (UNREAD.has(tag) || 'hidden' in attrs)) this.unreadFrom = this.depth;
    if (this.exemptFrom === undefined && (QUOTED.has(tag) || attrs['data-figures'] === 'project'))
      this.exemptFrom = this.depth;
    if (BLOCKS.has(tag)) this.end();
  }

  text(data: string): void {
    if (this.unreadFrom !== undefined) return;
    this.text_ += data;
    if (this.exemptFrom === undefined) this.claim += data;
  }

  close(tag: string): void {
    if (VOID.has(tag)) return;
    if (APART.has(tag)) this.text(' ');
    if (BLOCKS.has(tag)) this.end();
    if (this.unreadFrom === this.depth) this.unreadFrom = undefined;
    if (this.exemptFrom === this.depth) this.exemptFrom = undefined;
    this.depth -= 1;
  }

  private end(): void {
    const claim = this.claim.replace(/\s+/g, ' ').trim();
    const text = this.text_.replace(/\s+/g, ' ').trim();
    if (claim) this.claims.push(claim);
    if (text) this.all.push(text);
    this.claim = '';
    this.text_ = '';
  }
}
