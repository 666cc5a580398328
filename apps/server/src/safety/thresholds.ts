import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The safety thresholds, kept as reviewable data in apps/server/safety/thresholds.json (issue 16). */
const thresholdsSchema = z.object({
  /** Distinct members whose reports hide an item pending review. */
  autoHideDistinctReporters: z.number().int().min(1),
  /** Language refusals within the window before writing is muted. */
  languageRefusalsBeforeMute: z.number().int().min(1),
  languageRefusalWindowHours: z.number().positive(),
  /** The first graded mute; each later one within the window is this many times longer. */
  firstMuteMinutes: z.number().positive(),
  muteGrowthFactor: z.number().min(1),
  maxMuteMinutes: z.number().positive(),
  /** An open report older than this is overdue (and admins get the daily digest). */
  reportOverdueHours: z.number().positive(),
});
export type SafetyThresholds = z.infer<typeof thresholdsSchema>;

/** The directory of the safety data, the same from src/ (tests) and dist/ (the built server). */
export const SAFETY_DATA_DIR = new URL('../../safety/', import.meta.url);

export const SAFETY_THRESHOLDS: SafetyThresholds = thresholdsSchema.parse(
  JSON.parse(readFileSync(new URL('thresholds.json', SAFETY_DATA_DIR), 'utf8')),
);
