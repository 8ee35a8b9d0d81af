import { useEffect, type RefObject } from 'react';

/** The 'Download Free' links to the form with anchor `anchorId`. */
export const resourceLinkSelector = (anchorId: string) =>
  `a[data-resource][href="#${anchorId.replace(/["\\]/g, '\\$&')}"]`;

/**
 * 'Download Free' buttons elsewhere on the page are plain links to the form's anchor carrying
 * the download's name: `<a href="#email-capture" data-resource="...">`. Without JavaScript they
 * scroll to the form (the picker keeps its default); with it, a click also picks that download
 * and puts the cursor in the email field once the page has scrolled there.
 */
export function useResourceLinks(
  anchorId: string | undefined,
  picker: RefObject<HTMLSelectElement | null>,
  email: RefObject<HTMLInputElement | null>,
): void {
  useEffect(() => {
    if (!anchorId) return;
    const doc = picker.current?.ownerDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-resource]');
      if (!link || link.getAttribute('href') !== `#${anchorId}` || !picker.current) return;
      const choice = [...picker.current.options].find((o) => o.value === link.dataset.resource);
      if (choice) picker.current.value = choice.value;
      setTimeout(() => email.current?.focus({ preventScroll: true }), 0);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [anchorId, picker, email]);
}
