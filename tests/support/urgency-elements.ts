/**
 * The urgency elements of the real site, page by page, as docs/urgency.md lists them: what site.yaml's
 * `urgency.enabled: false` must remove. Each is found by `find`; `remove` names the element around it
 * that goes with it (a section that holds nothing else).
 */
export interface UrgencyElement {
  find: string;
  remove?: string;
}

/** The lines under a price on the home cards, the packages and the service pages' price cards. */
const PRICE_SCARCITY: UrgencyElement = { find: '.price-card__scarcity' };
const SERVICE_PAGE: UrgencyElement[] = [{ find: '.service-hero__spots' }, PRICE_SCARCITY];
const COUNTDOWN: UrgencyElement = { find: '.countdown-banner' };

export const URGENCY_ELEMENTS: Readonly<Record<string, readonly UrgencyElement[]>> = {
  '/': [{ find: '.hero__spots' }, PRICE_SCARCITY, { find: '.home-contact__availability' }],
  '/services': [COUNTDOWN, { find: '.offer-card__urgency' }, { find: '.offer-card__spots' }],
  '/contact': [{ find: '.urgency-banner' }, { find: '.loss-claims' }, { find: '.dont-wait' }],
  '/website-pricing': [COUNTDOWN, PRICE_SCARCITY],
  '/devops-pricing': [COUNTDOWN, { find: '.waiting-cost', remove: '.section' }],
  '/services/website-development': SERVICE_PAGE,
  '/services/devops': [{ find: '.service-hero__spots' }],
  '/technology-stacks': SERVICE_PAGE,
  '/database-solutions': SERVICE_PAGE,
  '/mobile-development': SERVICE_PAGE,
};

/**
 * Figures that stay, still, with the switch off: what makes them move goes (the home statistics'
 * random variation, and the hero-stats feature that applies it).
 */
export const MOVING_FIGURES: Readonly<Record<string, readonly { find: string; attributes: readonly string[] }[]>> = {
  '/': [
    { find: '.hero__stats', attributes: ['data-enhance'] },
    { find: '.hero__stats dd', attributes: ['data-base', 'data-variation', 'data-min', 'data-max'] },
  ],
};

/** The page features that drive them (widgets/enhance/features/). */
export const URGENCY_FEATURES = ['countdown', 'viewer-count', 'audit-spots', 'hero-stats'] as const;

/** Their words, as a visitor reads them: none may be left on a page with the switch off. */
export const URGENCY_WORDS =
  /\b(?:spots? (?:left|available|remaining)|slots? left|pricing ends in|viewing this page|booked today|lost per day|lost yesterday|every day you wait|this month's spots last)\b/i;
