import { defineIsland } from '../shared/island';
import { Booking } from './Booking';

/** The booking widget as an island: templates render it; widgets/booking/client.tsx hydrates it. */
export const BookingIsland = defineIsland('booking', Booking);
