import './checker.css';
import { hydrateIslands } from '../shared/hydrate';
import { Checker } from './Checker';

// Browser entry on our own pages: hydrate every server-rendered checker island.
hydrateIslands('checker', Checker);
