import { describe, expect, it } from 'vitest';
import { cspSnippet, mergeDirectives, parsePolicy, serializePolicy } from '../../../../templates/csp';

describe('the CSP grammar', () => {
  it('parses directives in order, names case-insensitive, a repeated directive ignored as browsers do', () => {
    const parsed = parsePolicy("Script-Src 'self' https://a.example;  img-src data: ; script-src https://b.example;");
    expect([...parsed]).toEqual([
      ['script-src', ["'self'", 'https://a.example']],
      ['img-src', ['data:']],
    ]);
  });

  it('serializes what it parses', () => {
    const text = "default-src 'none'; script-src 'self' 'nonce-x'; frame-ancestors 'none'";
    expect(serializePolicy(parsePolicy(text))).toBe(text);
  });

  it('merges policies source by source, first-seen order, no duplicates', () => {
    const merged = mergeDirectives(
      parsePolicy("script-src 'nonce-p'; img-src data:"),
      parsePolicy('script-src https://site.example; connect-src https://api.example/x'),
      [['script-src', ["'nonce-p'"]]],
    );
    expect(serializePolicy(merged)).toBe(
      "script-src 'nonce-p' https://site.example; img-src data:; connect-src https://api.example/x",
    );
  });

  it("writes a partner's snippet one directive per line, sources of a directive together", () => {
    const snippet = cspSnippet([
      { directive: 'script-src', source: 'https://site.example', why: 'a' },
      { directive: 'connect-src', source: 'https://forms.example/f', why: 'b' },
      { directive: 'script-src', source: 'https://cal.example', why: 'c' },
    ]);
    expect(snippet).toBe('script-src https://site.example https://cal.example;\nconnect-src https://forms.example/f;');
  });
});
