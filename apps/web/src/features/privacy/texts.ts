import en from './messages/en.json';

/**
 * What a young member is told when they make something more visible: who will see it, in plain
 * words, with no advice either way (issue 15: no nudging). Shown to members who are not adults.
 * The English text, as other features pass it to <AudienceNote>, which says it in the reader's language.
 */
export const audienceText = {
  publicPost: en['audience.publicPost'],
  profile: en['audience.profile'],
  eventsOnline: en['audience.eventsOnline'],
  eventPlace: en['audience.eventPlace'],
} as const;

export const AUDIENCE_KEYS = {
  [en['audience.publicPost']]: 'audience.publicPost',
  [en['audience.profile']]: 'audience.profile',
  [en['audience.eventsOnline']]: 'audience.eventsOnline',
  [en['audience.eventPlace']]: 'audience.eventPlace',
} as const satisfies Record<string, keyof typeof en>;
