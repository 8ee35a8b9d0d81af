/**
 * `_headers` (Netlify / Cloudflare Pages format): security headers everywhere, immutable
 * caching for hashed assets, short caching and open CORS for the partner embed scripts.
 */
export function renderHeaders(): string {
  return `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/embed/*
  Cache-Control: public, max-age=300, must-revalidate
  Access-Control-Allow-Origin: *
  Cross-Origin-Resource-Policy: cross-origin
`;
}
