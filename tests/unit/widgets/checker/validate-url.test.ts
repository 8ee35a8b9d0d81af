import { describe, expect, it } from 'vitest';
import { URL_INVALID, URL_REQUIRED, validateWebsiteUrl } from '../../../../widgets/checker/validate-url';

describe('validateWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com  ', 'https://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['EXAMPLE.COM', 'https://EXAMPLE.COM'],
    ['shop.blog.example.co.uk', 'https://shop.blog.example.co.uk'],
    ['example.com/page', 'https://example.com/page'],
    ['example.com/Services/Web-Design?ref=1#top', 'https://example.com/Services/Web-Design?ref=1#top'],
    ['example.com:8443', 'https://example.com:8443'],
    ['example.com:8080/path', 'https://example.com:8080/path'],
    ['my-site.ca', 'https://my-site.ca'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com/Page', 'https://Example.com/Page'],
    ['https://www.example.com/page?x=1', 'https://www.example.com/page?x=1'],
    ['xn--bcher-kva.de', 'https://xn--bcher-kva.de'],
  ])('accepts %j as %s', (input, url) => {
    expect(validateWebsiteUrl(input)).toEqual({ ok: true, url });
  });

  it.each(['', '   ', '\t\n'])('requires a value: %j', (input) => {
    expect(validateWebsiteUrl(input)).toEqual({ ok: false, message: URL_REQUIRED });
  });

  it.each([
    ['no TLD', 'example'],
    ['one-letter TLD', 'example.c'],
    ['digits in the TLD', 'example.c0m'],
    ['space inside', 'exa mple.com'],
    ['space in the path', 'example.com/a b'],
    ['leading hyphen label', '-example.com'],
    ['trailing hyphen label', 'example-.com'],
    ['empty label', 'example..com'],
    ['trailing dot', 'example.com.'],
    ['port not a number', 'example.com:port'],
    ['port out of range', 'example.com:99999'],
    ['scheme only', 'https://'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['javascript: dressed as a domain', 'javascript:alert.com'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['ftp scheme', 'ftp://example.com'],
    ['file scheme', 'file:///etc/passwd'],
    ['mailto', 'mailto:me@example.com'],
    ['protocol-relative', '//example.com'],
    ['credentials', 'https://user:pass@example.com'],
    ['user only', 'https://user@example.com'],
    ['credentials without scheme', 'user:pass@example.com'],
    ['localhost', 'localhost'],
    ['localhost with port', 'localhost:3000'],
    ['localhost with scheme', 'http://localhost/'],
    ['a .localhost name', 'app.localhost'],
    ['IPv4', '127.0.0.1'],
    ['IPv4 with scheme and port', 'http://192.168.0.1:8080/admin'],
    ['IPv6', 'http://[::1]/'],
    ['HTML', '<script>alert(1)</script>'],
    ['an email address', 'me@example.com'],
  ])('rejects %s (%j)', (_why, input) => {
    expect(validateWebsiteUrl(input)).toEqual({ ok: false, message: URL_INVALID });
  });

  it('words the messages exactly as required', () => {
    expect(URL_REQUIRED).toBe('Website URL is required');
    expect(URL_INVALID).toBe(
      'Please enter a valid website (e.g., example.com, example.com/page, or https://example.com)',
    );
  });
});
