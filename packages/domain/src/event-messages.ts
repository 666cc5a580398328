// The RSVP texts, kept free of zod so the dashboard's events panel does not load it (decision 2002).

/** RSVP and registration texts, verbatim (decision 1401). */
export const eventMessages = {
  rsvp: 'RSVP',
  alreadyRsvpd: "Already RSVP'd",
  registeredTitle: 'Successfully registered!',
  registeredText: "You've been registered for this event. Check your email for details.",
} as const;
