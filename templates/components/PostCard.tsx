import { Fragment } from 'react';
import { formatShortDate } from '../model/format';
import type { PostSummary } from '../model/page-context';
import { Icon } from './Icon';
import { isIconName } from '../model/icon-names';

/**
 * - `card`: a grid of posts (the blog, related posts, featured articles);
 * - `featured`: the blog's lead post, above its grid;
 * - `row`: a list with excerpts (title, excerpt, date, category or read time), each with a
 *   'Read Article' link (author and category pages);
 * - `line`: an index of titles (all articles of /posts/).
 */
export type PostCardVariant = 'card' | 'featured' | 'row' | 'line';

/** The post's details a listing shows besides its title, in order. */
export type PostDetail = 'category' | 'date' | 'readTime';

interface PostCardProps {
  post: PostSummary;
  variant?: PostCardVariant;
  /**
   * The details line of each listing: the author page shows the category
   * and the date, the category page the date and the read time, /posts/ the category and the
   * read time. Cards show the category in their top row.
   */
  details?: readonly PostDetail[];
}

/**
 * A post on a listing (styles/parts/post-card.css): its title links to it, and the whole card
 * is the link's target; `data-category` names the post's category.
 */
export function PostCard({ post, variant = 'card', details = ['date', 'readTime'] }: PostCardProps) {
  const chip = <span className="chip chip--static">{post.category}</span>;
  // Beside a card's text the category is a chip, apart from the details a dot separates.
  const categoryChip = variant !== 'line' && details.includes('category');
  const textDetails = categoryChip ? details.filter((name) => name !== 'category') : details;
  const detail = (name: PostDetail) => {
    if (name === 'date') return <time dateTime={post.date}>{formatShortDate(post.date)}</time>;
    if (name === 'readTime') return <span>{post.readTime} min read</span>;
    return <span>{post.category}</span>;
  };
  const meta = (
    <p className="post-card__meta">
      {categoryChip && chip}
      {textDetails.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          {detail(name)}
        </Fragment>
      ))}
    </p>
  );
  return (
    <article
      className={variant === 'card' ? 'post-card' : `post-card post-card--${variant}`}
      data-category={post.category}
    >
      {(variant === 'card' || variant === 'featured') && (
        <div className="post-card__top">
          <span className="post-card__icon">
            <Icon name={isIconName(post.icon) ? post.icon : 'file-text'} size={variant === 'featured' ? 28 : 22} />
          </span>
          {chip}
          {variant === 'featured' && <span className="badge">Featured</span>}
        </div>
      )}
      {variant === 'row' && meta}
      <h3 className="post-card__title">
        <a href={post.route}>{post.title}</a>
      </h3>
      {variant !== 'line' && <p className="post-card__excerpt">{post.excerpt}</p>}
      {variant !== 'row' && meta}
      {variant === 'row' && (
        <a className="post-card__more" href={post.route}>
          Read Article<span className="sr-only"> “{post.title}”</span>
          <Icon name="arrow-right" size={16} />
        </a>
      )}
    </article>
  );
}
