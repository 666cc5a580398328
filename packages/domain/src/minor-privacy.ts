import { type AgeBand, isMinor } from './age-bands.js';

/**
 * Issue 15, high-privacy defaults for members who are not adults: no location is collected from
 * them. The events they host happen online (the one place that names nowhere), so a blank place or
 * this one is all the server accepts from them (docs/decisions/1553).
 */
export const MINOR_EVENT_PLACE = 'Online';

export const minorPrivacyMessages = {
  locationNotAllowed:
    'Storyloom doesn’t ask young members where they are, so the events you host take place online. Remove the place and try again.',
} as const;

/** Whether this member may give this place for an event. */
export function locationAllowed(band: AgeBand, location: string | undefined): boolean {
  if (!isMinor(band)) return true;
  const place = location?.trim() ?? '';
  return place === '' || place.toLowerCase() === MINOR_EVENT_PLACE.toLowerCase();
}
