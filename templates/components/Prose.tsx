import { useFirstImage } from './first-image';

interface ProseProps {
  /** The build's rendered Markdown (from content/, sanitized by the Markdown step). */
  html: string;
  /** The same body with its first image eager, when it shows one: used when no image above took the page's first. */
  eagerHtml?: string | undefined;
  className?: string;
}

export function Prose({ html, eagerHtml, className }: ProseProps) {
  const eager = useFirstImage(eagerHtml === undefined);
  return (
    <div
      className={className ? `prose ${className}` : 'prose'}
      dangerouslySetInnerHTML={{ __html: eager ? eagerHtml! : html }}
    />
  );
}
