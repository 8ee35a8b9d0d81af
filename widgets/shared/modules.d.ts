// CSS imports: side effects in site bundles; the stylesheet's text in embed bundles (esbuild text loader).
declare module '*.css' {
  const css: string;
  export default css;
}

// The settings the build bakes into one widget's embed script from content/ and site.yaml
// (cli/pipeline/bundle/embed-settings.ts); each widget types its own in widgets/<name>/embed-settings.ts.
declare module 'chinook:embed-settings' {
  const settings: unknown;
  export default settings;
}
