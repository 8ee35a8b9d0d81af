import { z } from 'zod';
import type { BookingContent } from '../../../widgets/booking/booking-content';

/** content/data/booking.yaml: the booking widget's copy, its session types and its time slots. */
export const bookingSchema = z.strictObject({
  title: z.string().min(1),
  intro: z.string().min(1),
  sessionsLegend: z.string().min(1),
  slotsLegend: z.string().min(1),
  timezoneNote: z.string().min(1),
  bookLabel: z.string().min(1),
  compact: z.strictObject({
    title: z.string(),
    text: z.string(),
    button: z.string(),
    duration: z.number().int().positive(),
  }),
  sessions: z
    .array(
      z.strictObject({
        type: z.enum(['strategy', 'demo', 'audit']),
        title: z.string().min(1),
        duration: z.number().int().positive(),
        description: z.string().min(1),
        popular: z.boolean(),
      }),
    )
    .min(1),
  slots: z
    .array(
      z.strictObject({
        time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/, 'must look like 9:00 AM'),
        available: z.boolean(),
      }),
    )
    .min(1),
}) satisfies z.ZodType<BookingContent>;
