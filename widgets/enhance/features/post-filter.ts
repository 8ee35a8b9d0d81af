// Page feature `post-filter` (blog category chips): loaded only by pages whose markup has data-enhance="post-filter".
import { enhancePostFilter } from '../post-filter';

enhancePostFilter(document);
