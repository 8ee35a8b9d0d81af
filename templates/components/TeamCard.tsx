import type { TeamMember } from '../data/team';
import type { ImageInfo } from '../image';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { Picture } from './Picture';

/** The initials of a name, for the avatar when there is no photo: "Alex Moreau" -> "AM". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}`.toUpperCase() : (words[0]?.slice(0, 2).toUpperCase() ?? '');
}

/**
 * A team member (spec document 1, 3: name, role, website), with what they bring; `profileLabel`
 * names the link to their articles. `photo` is their portrait as the pipeline made it.
 */
export function TeamCard({ member, profileLabel, photo }: { member: TeamMember; profileLabel: string; photo?: ImageInfo | undefined }) {
  const host = new URL(member.website).host;
  return (
    <article className="team-card" aria-labelledby={`member-${slug(member.name)}`}>
      {photo && member.photo ? (
        <Picture image={photo} alt={member.photo.alt} sizes="(min-width: 768px) 220px, 160px" className="team-card__photo" />
      ) : (
        <span className="team-card__avatar" aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <div className="team-card__body">
        <h3 id={`member-${slug(member.name)}`} className="team-card__name">
          {member.name}
        </h3>
        <p className="team-card__role">{member.role}</p>
        <p>{member.bio}</p>
        <CheckList items={member.credentials} className="team-card__credentials" />
        <p className="team-card__links">
          <a href={member.website} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" size={18} />
            {host}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {member.profile && (
            <a href={member.profile}>
              <Icon name="file-text" size={18} />
              {profileLabel}
            </a>
          )}
        </p>
      </div>
    </article>
  );
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
