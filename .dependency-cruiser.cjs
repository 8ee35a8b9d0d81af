// Where code runs (ARCHITECTURE.md): each folder is a lane with its own runtime, and these rules
// keep imports inside what that runtime has. `npm run lint:deps` checks them over the whole tree;
// tests/unit/boundaries.test.ts proves each rule still catches what it is for.

/** Node's built-in modules, in either spelling (`node:fs`, `fs`): there is no Node where these lanes run. */
const NODE_BUILT_IN = { dependencyTypes: ['core'] };

/**
 * The modules cli/ bundles by path as browser entry points: islands' `client.tsx`, embeds' `embed.tsx`,
 * the enhancement script and its features, the island loader, analytics (loaded lazily) and the dev
 * client. They exist to run in the live document (hydrate, mount, enhance); a page loads them, no
 * server render imports them.
 */
const BROWSER_ENTRIES = [
  '^widgets/[^/]+/(client|embed)\\.tsx$',
  '^widgets/enhance/(index\\.ts|features/)',
  '^widgets/shared/islands\\.ts$',
  '^widgets/analytics/start\\.ts$',
  '^widgets/dev/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'templates-lane',
      comment:
        'templates/ run inside renderToString only: they take typed data and return markup. The CLI hands them ' +
        'that data, never the reverse; the edge worker and test helpers belong to other runtimes.',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^(cli|edge|tests)/' },
    },
    {
      name: 'templates-no-node',
      comment:
        'templates/ run inside renderToString, which must stay free of I/O: no fs, path or any other Node built-in.',
      severity: 'error',
      from: { path: '^templates/' },
      to: NODE_BUILT_IN,
    },
    {
      name: 'templates-no-browser-entry',
      comment:
        'A template renders a widget through its component and content modules; a browser entry exists to run ' +
        'in the live document (hydrate, mount, enhance), so it has no place in a server render.',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: BROWSER_ENTRIES },
    },
    {
      name: 'widgets-lane',
      comment:
        "widgets/ run in the browser (our pages and partners' embeds) and in the server render; they are bundled " +
        'on their own, and templates/, cli/, edge/ and tests/ have no place in a browser bundle.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(templates|cli|edge|tests)/' },
    },
    {
      name: 'widgets-no-node',
      comment: 'widgets/ ship to browsers: a Node built-in would break the bundle or pull in a shim.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: NODE_BUILT_IN,
    },
    {
      name: 'widgets-shared-knows-no-widget',
      comment:
        'widgets/shared/ is the island and embed runtime every widget uses; it knows no particular widget, ' +
        'so adding or removing one never touches it.',
      severity: 'error',
      from: { path: '^widgets/shared/' },
      to: { path: '^widgets/', pathNot: '^widgets/shared/' },
    },
    {
      name: 'edge-lane',
      comment:
        "edge/ runs on a host's edge runtime (web platform globals only), bundled alone into dist/_worker.js: " +
        'templates/, cli/ and tests/ do not exist there.',
      severity: 'error',
      from: { path: '^edge/' },
      to: { path: '^(templates|cli|tests)/' },
    },
    {
      name: 'edge-no-node',
      comment: 'The edge runtime has fetch, Request and Response, not Node: no Node built-in.',
      severity: 'error',
      from: { path: '^edge/' },
      to: NODE_BUILT_IN,
    },
    {
      name: 'edge-only-checker-pure-modules',
      comment:
        "The proxy shares the checker's PageSpeed contract (the client, its types, the scoring), which are pure " +
        'modules; any other widget module brings React or the DOM into the worker bundle.',
      severity: 'error',
      from: { path: '^edge/' },
      to: { path: '^widgets/', pathNot: '^widgets/checker/(pagespeed-client|pagespeed-types|scoring)\\.ts$' },
    },
    {
      name: 'cli-no-tests',
      comment: 'The CLI ships to users; tests/ do not.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^tests/' },
    },
    {
      name: 'cli-only-edge-contract',
      comment:
        'cli/ bundles edge/ by path with esbuild and runs it in preview; from its source it reads only the ' +
        'contract between the worker and its host (edge/<worker>/config.ts), never the implementation.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^edge/', pathNot: '^edge/[^/]+/config\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle, type-only ones included, means two modules share an idea neither owns: move it to the one ' +
        'that owns it or to a small module both import. Cycles also make load order matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-non-package-json',
      comment:
        "An npm package that isn't in package.json works only by luck (hoisted from another package) and breaks " +
        'on a fresh install or an update of that other package.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that resolves to nothing is a typo or a deleted file. The only exceptions are the virtual modules ' +
        'the build provides (chinook:*, declared in modules.d.ts).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^chinook:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Scratch folders tests write while they run (gitignored).
    exclude: { path: '^tests/\\.tmp/' },
    // Type-only imports count: a type cycle or a type from a forbidden lane is still a coupling.
    tsPreCompilationDeps: true,
    // The root tsconfig includes every lane; the lanes' own tsconfigs (templates/, widgets/, edge/)
    // extend it and change only `types` and `include`, so modules resolve the same under each.
    // `.js` names that point at `.ts` files resolve as TypeScript resolves them.
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages' `exports`, with the conditions Node picks (`tsx/esm/api` exists only there).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
    // Only what the rules need (cycles); no orphan, reachability or metrics analysis.
    skipAnalysisNotInRules: true,
  },
};
