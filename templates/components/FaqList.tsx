import { Icon } from './Icon';
import type { IconName } from '../model/icon-names';
import { Prose } from './Prose';
import { answerParagraphs } from './faq-structured-data';
import type { FaqEntry } from '../model/section-schemas';

/** A question of the FAQ page: linkable by its id, filtered by its category, answered in rendered Markdown. */
export interface FaqPageQuestion {
  id: string;
  question: string;
  answerHtml: string;
  icon: IconName;
  /** The filter value (data-category) and the label shown under the question. */
  category: { value: string; label: string };
}

type FaqListProps =
  /** A FAQ section of a page (service pages, cloud guides, pricing): questions under the section's heading. */
  | { variant?: 'section'; items: readonly FaqEntry[] }
  /** The FAQ page, all questions: each one a heading of the page, with its icon and category. */
  | { variant: 'page'; items: readonly FaqPageQuestion[] };

/**
 * Questions as disclosure widgets (styles/parts/faq-list.css): every answer is in the HTML and
 * opens without JavaScript, several at once. The page's FAQPage structured data comes from the
 * same entries (faq-structured-data.ts).
 */
export function FaqList(props: FaqListProps) {
  if (props.variant === 'page') {
    return (
      <div className="faq-list faq-list--page">
        {props.items.map((item) => (
          <details key={item.id} id={item.id} className="faq-list__item" data-category={item.category.value}>
            <summary>
              <span className="faq-list__icon">
                <Icon name={item.icon} size={22} />
              </span>
              <h2 className="faq-list__question">{item.question}</h2>
              <span className="faq-list__category">{item.category.label}</span>
              <Marker />
            </summary>
            <Prose html={item.answerHtml} className="faq-list__answer" />
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className="faq-list">
      {props.items.map((item) => (
        <details key={item.question} className="faq-list__item">
          <summary>
            <span className="faq-list__question">{item.question}</span>
            <Marker />
          </summary>
          <div className="faq-list__answer">
            {answerParagraphs(item.answer).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** Points down when closed, up when open (the stylesheet turns it); decorative, as the summary says it all. */
function Marker() {
  return <Icon name="chevron-down" size={22} className="faq-list__marker" />;
}
