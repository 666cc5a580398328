// What other features use from privacy: the young member's audience notes and the sign-up link.
// The /privacy pages load lazily from the router, so they are not exported here.
export { AudienceNote } from './audience-note';
export { SignUpPrivacyNote } from './sign-up-privacy-note';
export { audienceText } from './texts';
export { useIsMinor } from './use-minor';
