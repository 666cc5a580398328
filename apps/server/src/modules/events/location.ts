import { type AgeBand, locationAllowed, minorPrivacyMessages } from '@storyloom/domain';
import { AppError } from '../../errors.js';

/**
 * No location is collected from members who are not adults (issue 15): their events happen
 * online, and a place they send is refused, not quietly dropped, so the client learns why.
 */
export function refuseLocationFromMinor(user: { ageBand: AgeBand }, location: string | undefined): void {
  if (!locationAllowed(user.ageBand, location)) {
    throw new AppError(400, 'location_not_allowed', minorPrivacyMessages.locationNotAllowed);
  }
}
