import { CheckList } from './CheckList';
import { Icon } from './Icon';

export interface GuideChapter {
  title: string;
  summary: string;
  topics: readonly string[];
  keyTakeaway: string;
}

/** The id of a chapter (0-based index), for the table of contents. */
export const chapterAnchor = (index: number) => `chapter-${index + 1}`;

/** The guide's chapters: number, title, four topics and the key takeaway. */
export function GuideChapters({ chapters }: { chapters: readonly GuideChapter[] }) {
  return (
    <ol className="chapters">
      {chapters.map((chapter, index) => (
        <li key={chapter.title} id={chapterAnchor(index)} className="chapter">
          <p className="chapter__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </p>
          <div className="chapter__body">
            <p className="chapter__eyebrow">Chapter {index + 1}</p>
            <h3 className="chapter__title">{chapter.title}</h3>
            <p className="chapter__summary">{chapter.summary}</p>
            <CheckList items={chapter.topics} className="chapter__topics" />
            <p className="chapter__takeaway">
              <Icon name="target" size={20} />
              <span>
                <strong>Key takeaway: </strong>
                {chapter.keyTakeaway}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
