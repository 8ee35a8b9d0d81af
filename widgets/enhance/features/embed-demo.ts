// Page feature `embed-demo` (live examples on /embed of embeds that are not islands): loaded only by pages whose markup has data-enhance="embed-demo".
import { enhanceEmbedDemos } from '../embed-demo';

enhanceEmbedDemos(document);
