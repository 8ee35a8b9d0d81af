import { z } from 'zod';

/**
 * One cloud provider guide, content/cloud/<slug>.yaml. The counts are required figures, the
 * same for every guide: 5 right-fit items, 4-5 not-right items, 4 pricing
 * traps, 3 action-plan steps, 5 FAQs, and hero savings between 40% and 95%.
 */
/** `site new provider` fills every field with TODO; a guide is published only once none is left. */
const noTodo = (value: string) => !/\bTODO\b/.test(value);
const TODO_LEFT = { error: 'still says TODO: write the real text' };
const text = z.string().trim().min(1).refine(noTodo, TODO_LEFT);
const items = (min: number, max?: number) => {
  const list = z.array(text).min(min);
  return max === undefined ? list : list.max(max);
};
const exactly = <T extends z.ZodType>(schema: T, count: number) =>
  z.array(schema).length(count, `must list exactly ${count} entries`);

/** A percentage as written on the page, "60%" or "99.99%". */
const percent = z.string().regex(/^\d{1,3}(\.\d{1,3})?%$/, 'must be a percentage such as 60% or 99.9%');

export const MIN_SAVINGS = 40;
export const MAX_SAVINGS = 95;

export const cloudProviderSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes, such as google-cloud'),
  name: text,
  /** The page title (the brand suffix is added). */
  title: z.string().trim().min(10).max(70).refine(noTodo, TODO_LEFT),
  metaDescription: z.string().trim().min(70).max(160).refine(noTodo, TODO_LEFT),
  /** Picks the badge colour; an icon without one gets the grey fallback badge. */
  icon: z.string().regex(/^[a-z0-9-]+$/, 'must be a lower-case key such as aws'),
  headline: text,
  subheadline: text,
  heroStats: z.strictObject({
    savings: percent.refine(
      (value) => {
        const n = Number.parseFloat(value);
        return n >= MIN_SAVINGS && n <= MAX_SAVINGS;
      },
      { error: `must be between ${MIN_SAVINGS}% and ${MAX_SAVINGS}%` },
    ),
    timeReduction: percent,
    reliability: percent,
  }),
  secondaryCTA: z.strictObject({
    text,
    description: text,
    url: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
  }),
  rightFitChecklist: exactly(text, 5),
  notRightIfChecklist: items(4, 5),
  platformOverview: z.strictObject({ strengths: items(3), limitations: items(3), bestFor: text, avoidIf: text }),
  pricingTraps: z.strictObject({
    title: text,
    traps: exactly(z.strictObject({ trap: text, impact: text, solution: text }), 4),
  }),
  architecturePattern: z.strictObject({ approach: text, keyComponents: items(2), migrationPath: items(2) }).optional(),
  caseStudy: z.strictObject({ situation: text, challenge: text, solution: text, results: items(2) }),
  actionPlan: z.strictObject({
    title: text,
    steps: exactly(z.strictObject({ step: text, description: text, timeframe: text }), 3),
  }),
  faqs: exactly(z.strictObject({ question: text, answer: text }), 5),
});

export type CloudProvider = z.infer<typeof cloudProviderSchema>;
