import type { Person } from '../data/people';

/** A person's name as prose and cards shorten it: the first name, the initials. */

/** "Dr. Priya Raman" -> "Priya": what prose calls them ("Read Alex's articles"). */
export function firstName(person: Pick<Person, 'name'>): string {
  const words = person.name.split(/\s+/).filter((word) => !/^(Dr|Mr|Mrs|Ms|Mx|Prof)\.?$/.test(word));
  return words[0] ?? person.name;
}

/** "Alex Moreau" -> "AM": what a card without a photo shows. */
export function initials(person: Pick<Person, 'name'>): string {
  const words = person.name.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && !word.endsWith('.'));
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '').toUpperCase();
}
