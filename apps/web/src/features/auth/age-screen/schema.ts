import { birthMonthSchema } from '@storyloom/domain';
import { z } from 'zod';

export type AgeStepValues = { birthMonth: string; birthYear: string };

/**
 * The domain's check of a birth month, on the form's strings: an empty field counts as missing
 * (so it says "Choose…"/"Enter…", not a range), and each problem goes under its own field.
 */
export const ageStepSchema = z.custom<AgeStepValues>().transform((values, ctx) => {
  const parsed = birthMonthSchema.safeParse({
    birthMonth: values.birthMonth || undefined,
    birthYear: values.birthYear.trim() || undefined,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
