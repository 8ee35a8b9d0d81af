/**
 * A partner's page (another origin) embedding the website checker: hostile global CSS, one
 * checker element with the data-* options passed as JSON in `attrs`, then our script.
 */
export function checkerPartnerPage(embedSrc: string, attrs: Record<string, string>): string {
  const attributes = Object.entries(attrs)
    .filter(([name]) => /^data-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<link rel="icon" href="data:,">
<style nonce="partner">* { all: unset } div, form, section { display: none !important } html { font-size: 40px; color: magenta; font-family: serif; line-height: 3; text-transform: uppercase } button { background: lime !important; border: 9px solid red !important }</style>
<script nonce="partner">window.__globalsBefore = Object.keys(window);</script>
</head><body>
<h1>Partner site</h1>
<div id="checker" data-chinook-widget="checker"${attributes}></div>
<script src="${embedSrc.replace(/"/g, '')}" async></script>
</body></html>`;
}
