// What other features use from safety (issue 16): the shared item menu (Report, Mute, Block), the
// "Hidden while we review it" label, the blocked and muted lists of Settings → Privacy. The
// /guidelines and /community/notices pages load lazily from the router, so they are not exported here.

// The safety coach above a form's submit button: the filter's answers to a write (features/safety/coach).
export { coachText, GuidelinesNote, SafetyCoach, useSafetyCoach } from './coach';
export { HiddenLabel } from './hidden-label';
export { ItemSafetyMenu } from './item-safety-menu';
export { menuLabels } from './labels';
export { BlockedAndMuted } from './relation-lists';
