import { serializeJsonForScript } from '../widgets/shared/json-script';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../widgets/shared/runtime-config';
import type { DocumentProps } from '../cli/kit/frame';
import type { SiteConfig } from './model/site-config';

/** The whole HTML document: head metadata (SEO, social, geo, JSON-LD) around the body. */
export function Document({ site, head, assets, policy, bodyHtml }: DocumentProps<SiteConfig>) {
  const { brand, url, locale, language } = site.site;
  // What the islands read on every page (widgets/shared/runtime-config.ts): analytics, gated by consent.
  const runtime: RuntimeConfig = {
    analytics: { measurementId: site.analytics.measurementId, scriptUrl: site.analytics.scriptUrl },
  };
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="Content-Security-Policy" content={policy} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        <meta name="robots" content={head.robots} />
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={brand} />
        <meta property="og:locale" content={locale} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        {head.image && (
          <>
            <meta property="og:image" content={head.image.url} />
            <meta property="og:image:width" content={String(head.image.width)} />
            <meta property="og:image:height" content={String(head.image.height)} />
            <meta property="og:image:alt" content={head.image.alt} />
            <meta name="twitter:image" content={head.image.url} />
          </>
        )}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="geo.region" content={site.contact.geo.region} />
        <meta name="geo.placename" content={site.contact.geo.placename} />
        <meta name="geo.position" content={`${site.contact.geo.latitude};${site.contact.geo.longitude}`} />
        <meta name="ICBM" content={`${site.contact.geo.latitude}, ${site.contact.geo.longitude}`} />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={`${brand} blog`} href={`${url}/feed.xml`} />
        {assets.inlineStyles.map((css) => (
          <style key={css} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {head.structuredData.map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonForScript(data) }}
          />
        ))}
        <script
          type="application/json"
          id={RUNTIME_CONFIG_ID}
          dangerouslySetInnerHTML={{ __html: serializeJsonForScript(runtime) }}
        />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
