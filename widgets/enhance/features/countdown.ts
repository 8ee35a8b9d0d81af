// Page feature `countdown` (the urgency timers of /services and the pricing pages): loaded only by
// pages whose markup has data-enhance="countdown".
import { enhanceCountdowns } from '../countdown';

enhanceCountdowns(document);
