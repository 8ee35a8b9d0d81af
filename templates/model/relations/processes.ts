/**
 * A process, as front matter gives one: a record with `steps`, each stating how long it takes in
 * one of these fields ("3-5 days"; "Ongoing" adds nothing), and an optional `id`. A time stated
 * as the total of a process names it (a term's `process:`) and is computed from these steps.
 */
export const STEP_TIME_FIELDS: readonly string[] = ['duration', 'timeline'];
