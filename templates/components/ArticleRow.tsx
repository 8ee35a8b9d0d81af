import { formatShortDate } from '../format';
import type { PostSummary } from '../page-context';
import { Icon } from './Icon';

interface ArticleRowProps {
  post: PostSummary;
  /** The author page shows the category; the category page shows the read time. */
  show: 'category' | 'readTime';
}

/** An article in a list (spec document 2, section 3 "Article list item"): title, excerpt, date, and a 'Read Article' link. */
export function ArticleRow({ post, show }: ArticleRowProps) {
  return (
    <article className="article-row">
      <p className="article-row__meta">
        {show === 'category' && <span className="chip chip--static">{post.category}</span>}
        <time dateTime={post.date}>{formatShortDate(post.date)}</time>
        {show === 'readTime' && <span>{post.readTime} min read</span>}
      </p>
      <h3>{post.title}</h3>
      <p className="article-row__excerpt">{post.excerpt}</p>
      <a className="article-row__link" href={post.route}>
        Read Article<span className="sr-only"> “{post.title}”</span>
        <Icon name="arrow-right" size={16} />
      </a>
    </article>
  );
}
