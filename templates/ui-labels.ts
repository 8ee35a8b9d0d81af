/**
 * Names our templates give the parts of every page: labels of landmarks and controls, written
 * in code because they name the page's structure rather than say anything (content/ holds the
 * words that do). Tests find the parts by these names instead of retyping them.
 */
export const SHELL_LABELS = Object.freeze({
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  /** The small-screen toggle of the main navigation. */
  menu: 'Menu',
  quickActions: 'Quick actions',
  backToTop: 'Back to top',
  breadcrumb: 'Breadcrumb',
  /** The footer's groups of links. */
  footerQuickLinks: 'Quick links',
  footerServices: 'Services',
  footerLegal: 'Legal',
});

/** The links between the pages of a listing (components/Pager.tsx). */
export const PAGER_LABELS = Object.freeze({
  previous: 'Previous',
  next: 'Next',
  /** The accessible name of the link to page `n` (1-based), whose text is the bare number. */
  page: (n: number): string => `Page ${n}`,
});
