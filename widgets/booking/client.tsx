import './booking.css';
import { hydrateIslands } from '../shared/hydrate';
import { Booking } from './Booking';

// Browser entry on our own pages: hydrate every server-rendered booking island.
hydrateIslands('booking', Booking);
