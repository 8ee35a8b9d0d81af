import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { serializeJsonForScript } from './json-script';

/** Which islands a page rendered, in order; the build links only their scripts. */
export class IslandCollector {
  readonly used = new Map<string, number>();

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
}

/**
 * The island contract (server side). Renders the widget to HTML in place, with its own
 * identifierPrefix so useId never collides, inside an element marked `data-island` that
 * also carries the props as JSON for the browser entry to hydrate with.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> must be rendered by the build's page renderer`);
  const prefix = collector.next(name);
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  return (
    <div data-island={name} data-island-prefix={prefix}>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeJsonForScript(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** A component templates render like any other, which becomes an island of `name`. */
export function defineIsland<P extends object>(name: string, component: ComponentType<P>) {
  function IslandOf(props: P) {
    return <Island name={name} component={component} props={props} />;
  }
  IslandOf.displayName = `Island(${name})`;
  return IslandOf;
}
