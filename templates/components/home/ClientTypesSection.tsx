import { z } from 'zod';
import { Icon } from '../Icon';
import { ICON_NAMES } from '../../model/icon-names';
import { SectionHeading } from '../SectionHeading';

/** A client type: name, description, industry. */
const clientTypeSchema = z.strictObject({
  name: z.string().min(1),
  industry: z.string().min(1),
  description: z.string().min(1),
  icon: z.enum(ICON_NAMES),
});

export const clientTypesSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  items: z.array(clientTypeSchema).min(1),
});
export type ClientTypesData = z.infer<typeof clientTypesSchema>;

/** The kinds of businesses that trust us, with the industries each covers. */
export function ClientTypesSection({ clientTypes }: { clientTypes: ClientTypesData }) {
  return (
    <section className="section section--alt home-clients" aria-labelledby="clients-title">
      <div className="container">
        <SectionHeading
          id="clients-title"
          eyebrow={clientTypes.eyebrow}
          title={clientTypes.heading}
          lead={clientTypes.lead}
        />
        <ul className="client-types">
          {clientTypes.items.map((item) => (
            <li key={item.name} className="client-type">
              <span className="client-type__icon">
                <Icon name={item.icon} size={24} />
              </span>
              <h3 className="client-type__name">{item.name}</h3>
              <p className="client-type__industry">{item.industry}</p>
              <p className="client-type__description">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
