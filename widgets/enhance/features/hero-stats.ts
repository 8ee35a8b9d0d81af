// Page feature `hero-stats` (home hero figures): loaded only by pages whose markup has data-enhance="hero-stats".
import { enhanceHeroStats } from '../hero-stats';

enhanceHeroStats(document);
