// How course, module and lesson lengths read; no zod, so the dashboard's course cards stay light (decision 2002).

/** A module's duration: '45 minutes'. */
export function moduleDurationText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
/** A lesson's duration: '12 min'. */
export function lessonDurationText(minutes: number): string {
  return `${minutes} min`;
}
export function courseDurationText(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}
