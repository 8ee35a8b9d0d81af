// Page feature `audit-spots` (home hero): loaded only by pages whose markup has data-enhance="audit-spots".
import { enhanceAuditSpots } from '../audit-spots';

enhanceAuditSpots(document);
