// The safety coach (issue 16): forms that write text use it for the filter's answers.
export { coachText } from '../labels';
export { GuidelinesNote, SafetyCoach } from './safety-coach';
export { useSafetyCoach } from './use-safety-coach';
