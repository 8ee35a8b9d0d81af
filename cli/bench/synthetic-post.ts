import { between, pick, type Random } from './random';

const TOPICS = [
  'caching',
  'load balancers',
  'static hosting',
  'image formats',
  'DNS',
  'TLS',
  'Kubernetes',
  'serverless',
  'databases',
  'CDNs',
  'web forms',
  'web analytics',
];
const VERBS = ['tune', 'measure', 'migrate', 'secure', 'simplify', 'automate', 'monitor', 'right-size'];
const WORDS =
  'the a site page cost cloud server request cache header build deploy user visitor speed budget traffic region storage bucket queue worker metric alert latency throughput bandwidth invoice team release branch pipeline container cluster node pod service route origin edge'.split(
    ' ',
  );
const CATEGORIES = ['Performance', 'Security', 'SEO', 'DevOps', 'Cloud Costs'];

const sentence = (random: Random, words: number) => {
  const text = Array.from({ length: words }, () => pick(random, WORDS)).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};
const paragraph = (random: Random) =>
  Array.from({ length: between(random, 3, 6) }, () => sentence(random, between(random, 8, 16))).join(' ');

/** One synthetic article: front matter our article template and Eleventy both read, 3-6 sections of Markdown. */
export function syntheticPost(
  random: Random,
  index: number,
  /** Icons the site's own posts show (the article template's `icon`). */
  icons: readonly string[],
): { slug: string; markdown: string } {
  const topic = pick(random, TOPICS);
  const title = `How to ${pick(random, VERBS)} ${topic}, part ${index + 1}`;
  const slug = `bench-${String(index + 1).padStart(5, '0')}`;
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(index / 28) % 12)).padStart(2, '0');
  const sections = Array.from({ length: between(random, 3, 6) }, (_, s) => {
    const list = Array.from(
      { length: between(random, 3, 5) },
      () =>
        `- ${sentence(random, between(random, 4, 9))} See [the ${topic} notes](https://example.org/${topic.replace(/\W+/g, '-')}/${s}).`,
    ).join('\n');
    const code = `\`\`\`sh\ncurl -sI https://example.org/${slug} | grep -i cache-control\n\`\`\``;
    return `## Section ${s + 1}: ${sentence(random, 4).slice(0, -1)}\n\n${paragraph(random)} Use \`${pick(random, WORDS)}-${s}\` to check it.\n\n${list}\n\n${code}\n\n${paragraph(random)}\n`;
  });
  const front = [
    '---',
    `title: "${title}"`,
    `description: "A practical guide to ${topic} for small teams, with the commands and numbers that matter (${index + 1})."`,
    `excerpt: "What to ${pick(random, VERBS)} first about ${topic}, what it costs, and how to check it worked."`,
    `category: ${pick(random, CATEGORIES)}`,
    `date: 2024-${month}-${day}`,
    `readTime: ${between(random, 4, 12)}`,
    ...(icons.length ? [`icon: ${pick(random, icons)}`] : []),
    `permalink: /articles/${slug}/`,
    '---',
  ].join('\n');
  return { slug, markdown: `${front}\n\n${sections.join('\n')}` };
}
