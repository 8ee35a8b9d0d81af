declare module 'commonmark-spec' {
  /** The CommonMark spec's examples, numbered as there, with the section they are in. */
  export const tests: { markdown: string; html: string; section: string; number: number }[];
  export const text: string;
  const spec: { tests: typeof tests; text: string };
  export default spec;
}
