import { z } from 'zod';
import { factId } from './data/ids';
import { ICON_NAMES } from './icon-names';

/**
 * Front-matter shapes of the sections several pages show: icon cards, process steps, questions
 * and the cost table's labels. The components that show them (IconCards, ProcessSteps, FaqList,
 * CostTable) take these types.
 */

/** A short point with an icon: why choose us, what we optimise, what a service includes. */
export const iconCardSchema = z.strictObject({
  icon: z.enum(ICON_NAMES),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Specifics under the text, such as the tools involved. */
  points: z.array(z.string().min(1)).min(1).optional(),
});
export type IconCard = z.infer<typeof iconCardSchema>;

/** A step of a process: its number is its place in the list. */
export const processStepSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  duration: z.string().min(1),
});
export type ProcessStep = z.infer<typeof processStepSchema>;

/**
 * Names a process (a section's `steps`), so a term that states its total time (`process:` in
 * company.yaml) adds up these steps; a process shown on several pages has one id everywhere.
 */
export const processIdSchema = factId.optional();

/** A question a page answers in its front matter or data (plain text; blank lines separate the answer's paragraphs). */
export const faqEntrySchema = z.strictObject({
  question: z.string().min(1),
  answer: z.string().min(1),
});
/** A question and its answer in plain text (blank lines separate the answer's paragraphs). */
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Column headings and caption of the cost comparison, from front matter. */
export const costTableLabelsSchema = z.strictObject({
  caption: z.string().min(1),
  provider: z.string().min(1),
  current: z.string().min(1),
  optimized: z.string().min(1),
  savings: z.string().min(1),
});
export type CostTableLabels = z.infer<typeof costTableLabelsSchema>;
