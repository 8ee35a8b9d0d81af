import type { FieldCopy } from '../forms/form-copy';

/** A free download offered by the email capture. */
export interface FreeResource {
  title: string;
  description: string;
  /** An icon name of the site's icon set (templates/components/Icon.tsx). */
  icon: string;
  /** What it is: "PDF checklist, 12 pages". */
  format: string;
}

/** The email capture's words and downloads, from content/data/forms.yaml (`emailCapture`). */
export interface EmailCaptureContent {
  title: string;
  intro: string;
  email: FieldCopy;
  /** The label of the download picker. */
  resourceLabel: string;
  /** The whole guide: chosen unless a 'Download Free' button picked one of `resources`. */
  defaultResource: string;
  resources: FreeResource[];
  submit: string;
  /** The button while sending ('Getting Your Download...'). */
  sending: string;
  error: string;
  /** The toast after a successful send (the card itself turns into the thank-you). */
  success: string;
  thanksTitle: string;
  thanksText: string;
  /** The resource library: where the new tab goes after a download (route with #resources). */
  libraryHref: string;
  libraryLink: string;
  privacyNote: string;
}

/** The resource library opens this long after a successful send. */
export const LIBRARY_DELAY_MS = 1000;

/** The payload's fixed type (required value). */
export const RESOURCE_DOWNLOAD = 'resource_download';

/** The names the download picker offers: the whole guide first, then each resource. */
export function resourceChoices(content: Pick<EmailCaptureContent, 'defaultResource' | 'resources'>): string[] {
  return [
    content.defaultResource,
    ...content.resources.map((r) => r.title).filter((t) => t !== content.defaultResource),
  ];
}
