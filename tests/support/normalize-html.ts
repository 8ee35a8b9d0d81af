import { Parser } from 'htmlparser2';

/** Block-level tags: whitespace next to them does not show, so it does not count (CommonMark's normalize.py). */
const BLOCK = new Set(
  'article header aside hgroup blockquote hr iframe body li map button object canvas ol caption output col p colgroup pre dd progress div section dl table td dt tbody embed textarea fieldset tfoot figcaption th figure thead footer tr form ul h1 h2 h3 h4 h5 h6 video script style'.split(
    ' ',
  ),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * HTML as the CommonMark spec's own test runner compares it (test/normalize.py): entities
 * decoded, attributes sorted, whitespace collapsed outside <pre> and dropped next to block tags,
 * void elements without a slash. `keep` says which attributes count (the site adds some of its own).
 */
export function normalizeHtml(html: string, keep: (tag: string, attribute: string) => boolean = () => true): string {
  let out = '';
  let inPre = 0;
  let afterBlock = true;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'pre') inPre += 1;
        if (BLOCK.has(name)) out = out.trimEnd();
        const kept = Object.entries(attributes).filter(([attribute]) => keep(name, attribute));
        out += `<${name}${kept
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => ` ${k}="${escape(v)}"`)
          .join('')}>`;
        afterBlock = BLOCK.has(name);
      },
      onclosetag(name, implied) {
        if (name === 'pre') inPre -= 1;
        if (VOID.has(name) && implied) return;
        if (BLOCK.has(name)) out = out.trimEnd();
        out += `</${name}>`;
        afterBlock = BLOCK.has(name);
      },
      ontext(text) {
        if (inPre) {
          out += escape(text);
          return;
        }
        let collapsed = text.replace(/\s+/g, ' ');
        if (afterBlock) collapsed = collapsed.trimStart();
        if (collapsed) afterBlock = false;
        out += escape(collapsed);
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out.trim();
}
