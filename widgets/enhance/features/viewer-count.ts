// Page feature `viewer-count` (the contact page's urgency banner): loaded only by pages whose markup has data-enhance="viewer-count".
import { showViewerCount } from '../viewer-count';

showViewerCount(document);
