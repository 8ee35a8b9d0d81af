/** Session types of the booking widget. */
export type SessionType = 'strategy' | 'demo' | 'audit';

export interface Session {
  type: SessionType;
  title: string;
  /** Minutes. */
  duration: number;
  description: string;
  popular: boolean;
}

export interface TimeSlot {
  time: string;
  available: boolean;
}

/** The widget's copy and choices, from content/data/booking.yaml. */
export interface BookingContent {
  title: string;
  intro: string;
  sessionsLegend: string;
  slotsLegend: string;
  timezoneNote: string;
  bookLabel: string;
  compact: { title: string; text: string; button: string; duration: number };
  sessions: Session[];
  slots: TimeSlot[];
}

/** The badge on the session marked popular. */
export const POPULAR_BADGE = 'Most Popular';

/** At most 6 slots are shown (required figure). */
export const MAX_SLOTS = 6;

/** The session selected at first: the one marked popular (strategy), else the first. */
export function defaultSession(sessions: readonly Session[]): SessionType | undefined {
  return (sessions.find((s) => s.popular) ?? sessions[0])?.type;
}
