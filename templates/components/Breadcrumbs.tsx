import { SHELL_LABELS } from '../ui-labels';

export interface Crumb {
  label: string;
  /** Omitted on the last crumb, which is the current page. */
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={SHELL_LABELS.breadcrumb}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail; `pageUrl` is the absolute URL of the last crumb. */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], siteUrl: string, pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: crumb.href ? `${siteUrl}${crumb.href}` : pageUrl,
    })),
  };
}
