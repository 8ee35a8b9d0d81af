// Where code runs (docs/architecture.md): each folder is a lane with its own runtime, and these rules
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

/**
 * The pipeline's stages (cli/pipeline/<stage>/), in the order a build first awaits each one's work
 * (cli/pipeline/driver/stages.ts names the same order; a test holds them and docs/architecture.md equal).
 */
const PIPELINE_STAGES = ['content', 'images', 'bundle', 'render', 'output'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'templates-lane',
      comment:
        'templates/ run inside renderToString only: they take typed data and return markup. The CLI hands them ' +
        'that data, never the reverse; the edge worker and test helpers belong to other runtimes. They may ' +
        "import the engine's model (cli/kit/), and the site's declaration of its edge worker reads the worker's " +
        'contract (edge/<name>/config.ts: its settings, names and date).',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^(cli|edge|tests)/', pathNot: ['^cli/kit/', '^edge/[^/]+/config\\.ts$'] },
    },
    {
      name: 'kit-is-pure',
      comment:
        "cli/kit/ is the generator's model that a site imports as it is (through chinook-site/kit) and the " +
        'engine reads: how collections are declared, images described and written, routes and heads made. It ' +
        'runs in renderToString like a template, so it imports no Node built-in and nothing of cli/, templates/, ' +
        'widgets/ or edge/ (a site must never reach the engine through it).',
      severity: 'error',
      from: { path: '^cli/kit/' },
      to: { path: '^(cli/(?!kit/)|templates/|widgets/|edge/|tests/)' },
    },
    {
      name: 'kit-no-node',
      comment: "cli/kit/ runs in renderToString and in a site's templates: no Node built-in (see kit-is-pure).",
      severity: 'error',
      from: { path: '^cli/kit/' },
      to: NODE_BUILT_IN,
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
      name: 'templates-model-imports-no-component',
      comment:
        'templates/model/ holds what content is checked against and what pages are given: the schemas, types and ' +
        'registries cli/ reads (site config, data sets, facts, offers, page context, icon names) and the pure rules ' +
        'over them. Reading a schema must never load a component: nothing of templates/ outside the model, and of ' +
        "widgets/ only the pure modules it needs, a widget's content contract (<widget>/<widget>-content.ts) and the " +
        'audit-spots formula.',
      severity: 'error',
      from: { path: '^templates/model/' },
      to: {
        path: '^(templates|widgets)/',
        pathNot: ['^templates/model/', '^widgets/[^/]+/[a-z-]+-content\\.ts$', '^widgets/enhance/audit-spots\\.ts$'],
      },
    },
    {
      name: 'templates-model-facts-read-data',
      comment:
        'The facts (people, offers and company facts by id, and how prose writes them) are made from the data sets; ' +
        'the data sets know nothing of them, so the two folders depend one way.',
      severity: 'error',
      from: { path: '^templates/model/data/' },
      to: { path: '^templates/model/facts/' },
    },
    {
      name: 'cli-imports-no-site',
      comment:
        "The engine imports nothing of the site it builds, not even a type: cli/pipeline/site/ loads the site's " +
        'definition (templates/site.ts: its collections, templates, data sets, site.yaml schema, facts, ' +
        'relations, policy, edge worker and page frame) at run time from the folder of the site a command runs ' +
        "in, and the rest of cli/ asks it. What the engine and a site share is the engine's model, cli/kit/, " +
        'which a site imports (as chinook-site/kit).',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^templates/' },
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
        "templates/, cli/ and tests/ do not exist there. It may read the engine's model (cli/kit/, pure): the " +
        'contract between a worker and the host that runs it locally.',
      severity: 'error',
      from: { path: '^edge/' },
      to: { path: '^(templates|cli|tests)/', pathNot: '^cli/kit/' },
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
      name: 'cli-knows-no-widget',
      comment:
        "The engine names no particular widget: it bundles the site's widgets by their folders, and of widgets/ " +
        'imports only the island contract it renders pages with (widgets/shared/).',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^widgets/', pathNot: '^widgets/shared/' },
    },
    {
      name: 'cli-imports-no-edge',
      comment:
        "edge/ holds the site's workers: cli/ bundles the one the site declares (its definition's edge) by path " +
        'with esbuild and runs it in preview, and imports none of it. The contract between a worker and its host ' +
        "is the engine's (cli/kit/edge-worker.ts).",
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^edge/' },
    },
    // The pipeline (cli/pipeline/, docs/architecture.md "The pipeline"): stages in order, each behind its index.ts.
    ...PIPELINE_STAGES.map((stage, i) => ({
      name: `pipeline-order-${stage}`,
      comment:
        `The ${stage} stage runs before ${PIPELINE_STAGES.slice(i + 1).join(', ') || 'nothing'}: it imports only earlier ` +
        'stages, never a later one, the plan or the driver that runs the stages (cli/pipeline/driver/).',
      severity: 'error',
      from: { path: `^cli/pipeline/${stage}/` },
      to: { path: `^cli/pipeline/(${[...PIPELINE_STAGES.slice(i + 1), 'plan', 'driver'].join('|')})/` },
    })),
    {
      name: 'pipeline-markdown-is-a-library',
      comment:
        'Markdown (cli/pipeline/markdown/) is the library the content and render stages use, not a stage: ' +
        'it imports no stage, the plan or the driver.',
      severity: 'error',
      from: { path: '^cli/pipeline/markdown/' },
      to: { path: `^cli/pipeline/(${[...PIPELINE_STAGES, 'plan', 'driver'].join('|')})/` },
    },
    {
      name: 'pipeline-plan-decides-alone',
      comment:
        'The plan decides how a build runs before anything heavy loads (a build found up to date loads no ' +
        'renderer, template or Markdown pipeline): it imports no stage.',
      severity: 'error',
      from: { path: '^cli/pipeline/plan/' },
      to: { path: '^cli/pipeline/', pathNot: '^cli/pipeline/plan/' },
    },
    {
      name: 'pipeline-stage-below-commands',
      comment:
        'A stage is a step of every build, whichever command asks: besides earlier stages it uses only the ' +
        "shared helpers (cli/lib/), the cache's store (cli/cache/) and the errors (cli/errors.ts).",
      severity: 'error',
      from: { path: `^cli/pipeline/(${PIPELINE_STAGES.join('|')}|markdown|plan)/` },
      to: { path: '^cli/', pathNot: ['^cli/(pipeline|lib|cache|kit)/', '^cli/errors\\.ts$'] },
    },
    {
      name: 'pipeline-front-door-between-stages',
      comment:
        "A stage reaches another only through that stage's index.ts, which says what the stage gives; " +
        'its other modules are its own to change.',
      severity: 'error',
      from: { path: '^cli/pipeline/([^/]+)/' },
      to: { path: '^cli/pipeline/[^/]+/', pathNot: ['^cli/pipeline/$1/', '^cli/pipeline/[^/]+/index\\.ts$'] },
    },
    {
      name: 'pipeline-front-door-from-outside',
      comment:
        'Commands, checks, the cache, preview and dev reach a stage, the planner or the driver only through ' +
        'its index.ts.',
      severity: 'error',
      from: { path: '^cli/', pathNot: '^cli/pipeline/[^/]+/' },
      to: { path: '^cli/pipeline/[^/]+/', pathNot: '^cli/pipeline/[^/]+/index\\.ts$' },
    },
    {
      name: 'cli-lib-below-all',
      comment: 'cli/lib/ holds helpers every part of the CLI may use; it imports no other part of it (but the errors).',
      severity: 'error',
      from: { path: '^cli/lib/' },
      to: { path: '^cli/', pathNot: ['^cli/(lib|kit)/', '^cli/errors\\.ts$'] },
    },
    {
      name: 'cli-cache-below-pipeline',
      comment:
        "The cache's store (cli/cache/) is what stages keep their work in; it knows no stage (what it shares " +
        'with one, such as the esbuild settings, lives in cli/lib/).',
      severity: 'error',
      from: { path: '^cli/cache/' },
      to: { path: '^cli/(pipeline|commands|check|audit|bench|dev|preview|new)/' },
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
        'on a fresh install or an update of that other package. A peer dependency the package declares is ' +
        "its host's to provide: the starter site's react is the generator's (one React for the site and the engine).",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['npm-peer'] },
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
