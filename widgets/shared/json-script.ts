/**
 * JSON for a <script type="application/json"> or JSON-LD block. `<` is escaped so no
 * content can close the script element early; U+2028/9 are escaped for old parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads a JSON data block by id; undefined when missing or malformed. */
export function readJsonScript<T>(root: ParentNode, selector: string): T | undefined {
  const text = root.querySelector(selector)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
