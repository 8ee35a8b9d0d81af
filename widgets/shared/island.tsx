import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { serializeJsonForScript } from './json-script';

/** The files of an island's browser entry: the loader imports `script`, preloading `imports` beside it. */
export interface IslandScripts {
  script: string;
  imports: readonly string[];
}

/** Which islands a page rendered, in order, and where their scripts are (the build's manifest). */
export class IslandCollector {
  readonly used = new Map<string, number>();

  private readonly scripts: (name: string) => IslandScripts | undefined;

  constructor(scripts: (name: string) => IslandScripts | undefined = () => undefined) {
    this.scripts = scripts;
  }

  /** The files the island loader imports for `name` (none outside a build). */
  scriptsOf(name: string): IslandScripts | undefined {
    return this.scripts(name);
  }

  /** Registers one more instance of `name` and returns its distinct useId prefix. */
  next(name: string): string {
    const index = this.used.get(name) ?? 0;
    this.used.set(name, index + 1);
    return `${name}${index}-`;
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

interface IslandProps<P> {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** Query parameters this instance starts from: when the page's address has one, its code loads with the page. */
  query?: readonly string[];
  /** A selector of links elsewhere on the page that this instance acts on when they are clicked. */
  links?: string;
}

export interface IslandOptions<P> {
  /** The query parameters an instance with these props reads when it starts (the shareable checker's ?url=). */
  query?(props: P): readonly string[];
  /**
   * A selector of the links elsewhere on the page an instance with these props acts on when they
   * are clicked (the email capture's 'Download Free' links): a click on one before the island's
   * code arrived loads it and is replayed to it once it is hydrated.
   */
  links?(props: P): string | undefined;
}

/**
 * The island contract (server side). Renders the widget to HTML in place, with its own
 * identifierPrefix so useId never collides, inside an element marked `data-island` that
 * also carries the props as JSON for the browser entry to hydrate with, and names the entry
 * (`data-island-src`), the chunks it imports (`data-island-preload`), the query parameters
 * it starts from (`data-island-query`) and the links elsewhere it acts on (`data-island-links`)
 * for the island loader (widgets/shared/island-loader.ts), which imports them when the island
 * is needed.
 */
export function Island<P extends object>({ name, component: Component, props, query, links }: IslandProps<P>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> must be rendered by the build's page renderer`);
  const prefix = collector.next(name);
  const scripts = collector.scriptsOf(name);
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  return (
    <div
      data-island={name}
      data-island-prefix={prefix}
      data-island-src={scripts?.script}
      data-island-preload={scripts?.imports.length ? scripts.imports.join(' ') : undefined}
      data-island-query={query?.length ? query.join(' ') : undefined}
      data-island-links={links || undefined}
    >
      <script
        type="application/json"
        data-island-props=""
        dangerouslySetInnerHTML={{ __html: serializeJsonForScript(props) }}
      />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** A component templates render like any other, which becomes an island of `name`. */
export function defineIsland<P extends object>(
  name: string,
  component: ComponentType<P>,
  options: IslandOptions<P> = {},
) {
  function IslandOf(props: P) {
    const query = options.query?.(props);
    const links = options.links?.(props);
    return (
      <Island
        name={name}
        component={component}
        props={props}
        {...(query ? { query } : {})}
        {...(links ? { links } : {})}
      />
    );
  }
  IslandOf.displayName = `Island(${name})`;
  return IslandOf;
}
