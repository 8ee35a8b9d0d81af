/**
 * The headings every provider guide (/cloud/<slug>) shares, in the required wording where there
 * is one ("Is {name} Right for You?", "Perfect If You Have", "Not Right If You Have",
 * "Platform Overview"), in sentence case otherwise. One home: the templates and the tests read them here.
 */
export const GUIDE_LABELS = Object.freeze({
  rightForYou: (name: string) => `Is ${name} Right for You?`,
  perfectIf: 'Perfect If You Have',
  notRightIf: 'Not Right If You Have',
  platformOverview: 'Platform Overview',
  strengths: 'Strengths',
  limitations: 'Limitations',
  bestFor: 'Best for',
  avoidIf: 'Avoid if',
  architecture: 'Recommended architecture',
  keyComponents: 'Key components',
  migrationPath: 'Migration path',
  caseStudy: 'Real-world case study',
  results: 'Results',
  faq: 'Frequently asked questions',
});
