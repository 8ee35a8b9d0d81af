import '../forms/forms.css';
import './email-capture.css';
import { hydrateIslands } from '../shared/hydrate';
import { EmailCapture } from './EmailCapture';

// Browser entry on our own pages: hydrate every server-rendered email capture.
hydrateIslands('email-capture', EmailCapture);
