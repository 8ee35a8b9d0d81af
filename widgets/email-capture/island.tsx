import { defineIsland } from '../shared/island';
import { EmailCapture } from './EmailCapture';

/** The resource-download email form as an island; widgets/email-capture/client.tsx hydrates it. */
export const EmailCaptureIsland = defineIsland('email-capture', EmailCapture);
