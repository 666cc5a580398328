// The safety coach (issue 16): forms that write text use it for the filter's answers.
export { GuidelinesNote, SafetyCoach } from './safety-coach';
export { coachText } from './texts';
export { useSafetyCoach } from './use-safety-coach';
