import { formatShortDate } from '../format';
import type { PostSummary } from '../page-context';
import { Icon, isIconName } from './Icon';

interface PostCardProps {
  post: PostSummary;
  headingLevel: 2 | 3;
  featured?: boolean;
}

/** A blog entry on a listing; `data-category` lets the enhancement script filter cards. */
export function PostCard({ post, headingLevel, featured = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={featured ? 'post-card post-card--featured' : 'post-card'} data-category={post.category}>
      <div className="post-card__top">
        <span className="post-card__icon">
          <Icon name={isIconName(post.icon) ? post.icon : 'file-text'} size={featured ? 28 : 22} />
        </span>
        <span className="chip chip--static">{post.category}</span>
        {featured && <span className="badge">Featured</span>}
      </div>
      <Heading className="post-card__title">
        <a href={post.route}>{post.title}</a>
      </Heading>
      <p className="post-card__excerpt">{post.excerpt}</p>
      <p className="post-card__meta">
        <time dateTime={post.date}>{formatShortDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.readTime} min read</span>
      </p>
    </article>
  );
}
