import { z } from 'zod';
import { serializeJsonForScript } from '../../widgets/shared/json-script';
import { Icon } from '../components/Icon';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';

export const notFoundSchema = z.strictObject({
  template: z.literal('not-found'),
  ...pageFields,
  heading: z.string().min(1),
  message: z.string().min(1),
  links: z
    .array(z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/'), text: z.string().min(1) }))
    .min(1),
});
type NotFoundData = z.infer<typeof notFoundSchema>;

/**
 * The 404 page. It also carries the routes and the redirects as data
 * (JSON, not code: the CSP allows no inline script), so the enhancement script can send a miss
 * to the page it meant on hosts that ignore `_redirects` or map no clean URLs: `/contact/`,
 * `/sample-page`, `/contact-me/anything` (widgets/enhance/wildcard-redirect.ts).
 */
export function NotFound({ page, collections }: PageContext<NotFoundData>) {
  const { heading, message, links } = page.data;
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{heading}</h1>
      <p className="not-found__message">{message}</p>
      <ul className="link-cards">
        {links.map((link) => (
          <li key={link.href}>
            <a className="link-card" href={link.href}>
              <span className="link-card__title">
                {link.label}
                <Icon name="arrow-right" size={18} />
              </span>
              <span className="link-card__text">{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
      <script
        type="application/json"
        id="wildcard-redirects"
        dangerouslySetInnerHTML={{ __html: serializeJsonForScript(collections.wildcardRedirects) }}
      />
      <script
        type="application/json"
        id="route-table"
        dangerouslySetInnerHTML={{ __html: serializeJsonForScript(collections.routeTable) }}
      />
    </div>
  );
}

export const notFoundTemplate = defineTemplate<NotFoundData>({
  schema: notFoundSchema,
  component: NotFound,
  uses: ['wildcardRedirects', 'routeTable'],
});
