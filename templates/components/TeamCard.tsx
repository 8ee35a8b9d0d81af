import type { Person } from '../model/data/people';
import { initials, firstName } from '../model/facts/person-names';
import type { ImageInfo } from '../../cli/kit/image';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { Picture } from './Picture';

/** A person of content/data/people.yaml who is on the team (has `team`). */
export type TeamMember = Person & { team: NonNullable<Person['team']> };

/** The team: the people with `team`, in the order of content/data/people.yaml. */
export function teamOf(people: readonly Person[]): TeamMember[] {
  return people.filter((person): person is TeamMember => person.team !== undefined);
}

/** Where a profile label names the member: "Read {firstName}'s articles". */
export const FIRST_NAME = '{firstName}';

/**
 * A team member (name, role, website), with what they bring; `profileLabel`
 * names the link to their articles ({firstName} is their first name). `photo` is their portrait
 * as the pipeline made it.
 */
export function TeamCard({
  member,
  profileLabel,
  photo,
}: {
  member: TeamMember;
  profileLabel: string;
  photo?: ImageInfo | undefined;
}) {
  const { team } = member;
  const host = new URL(team.website).host;
  const headingId = `member-${member.id}`;
  return (
    <article className="team-card" aria-labelledby={headingId}>
      {photo && member.photo ? (
        <Picture
          image={photo}
          alt={member.photo.alt}
          sizes="(min-width: 768px) 220px, 160px"
          className="team-card__photo"
        />
      ) : (
        <span className="team-card__avatar" aria-hidden="true">
          {initials(member)}
        </span>
      )}
      <div className="team-card__body">
        <h3 id={headingId} className="team-card__name">
          {member.name}
        </h3>
        <p className="team-card__role">{member.role}</p>
        <p>{team.bio}</p>
        <CheckList items={team.credentials} className="team-card__credentials" />
        <p className="team-card__links">
          <a href={team.website} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" size={18} />
            {host}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {team.profile && (
            <a href={team.profile}>
              <Icon name="file-text" size={18} />
              {profileLabel.replace(FIRST_NAME, firstName(member))}
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
