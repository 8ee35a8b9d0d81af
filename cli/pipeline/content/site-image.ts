import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../kit/site-config';
import { resolveImageSrc, type ImageInfo } from '../../kit/image';
import type { Problem } from '../../errors';
import { displayPath } from '../../lib/files';
import { parseYamlSource } from '../../lib/yaml-source';

/**
 * `site.ogImage` when the pipeline did not make it (a missing file): every page without an image
 * of its own would silently have no social card. An image that exists but was refused has its
 * own problem. The line is found by reading site.yaml again, only then.
 */
export function missingSiteImage(
  contentDir: string,
  config: SiteConfig,
  images: Readonly<Record<string, ImageInfo>>,
  refused: readonly string[] = [],
): Problem[] {
  const src = config.site.ogImage?.src;
  if (!src || images[resolveImageSrc(src)] || refused.includes(resolveImageSrc(src))) return [];
  const absPath = path.join(contentDir, 'site.yaml');
  const file = displayPath(absPath);
  let line: number | undefined;
  try {
    line = parseYamlSource(readFileSync(absPath, 'utf8'), file).lineOf(['site', 'ogImage', 'src']);
  } catch {
    // Gone since it was loaded: the problem still names the file.
  }
  return [
    {
      file,
      ...(line ? { line } : {}),
      field: 'site.ogImage',
      message: `${src} is not an image in content/`,
      hint: 'Give its path inside content/, such as images/social-card.png.',
    },
  ];
}
