import type { Heading } from '../model/page-context';

/** Links to the body's second-level headings (their ids come from the Markdown step). */
export function TableOfContents({
  headings,
  title = 'On this page',
}: {
  headings: readonly Heading[];
  title?: string;
}) {
  const sections = headings.filter((h) => h.depth === 2);
  if (sections.length < 3) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc__title" id="toc-title">
        {title}
      </h2>
      <ul>
        {sections.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
