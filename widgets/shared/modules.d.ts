// CSS imports: side effects in site bundles; the stylesheet's text in embed bundles (esbuild text loader).
declare module '*.css' {
  const css: string;
  export default css;
}

// Settings the build bakes into embed scripts from content/ (typed in ./embed-config.ts).
declare module 'chinook:embed-config' {
  const config: unknown;
  export default config;
}
