// Page feature `faq` (filter, expand events, #id links): loaded only by pages whose markup has data-enhance="faq".
import { enhanceFaq } from '../faq';

enhanceFaq(document);
