import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

interface PageHeroProps {
  crumbs: readonly Crumb[];
  heading: ReactNode;
  lead?: ReactNode;
  /** A template's own class beside `page-hero` (`pricing-hero`), for its own spacing. */
  className?: string;
  /** The reading width of text pages (`page-narrow`) instead of the full container. */
  narrow?: boolean;
  /** What follows the lead inside the header: a page's headline figures. */
  children?: ReactNode;
}

/** The header that opens most pages (styles/pages.css): breadcrumb trail, h1 and lead paragraph. */
export function PageHero({ crumbs, heading, lead, className, narrow = false, children }: PageHeroProps) {
  return (
    <header className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className={narrow ? 'container page-narrow' : 'container'}>
        <Breadcrumbs crumbs={crumbs} />
        <h1>{heading}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
