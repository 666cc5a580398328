import { ACKNOWLEDGE_FIELD, type Finding, findingSchema } from '@storyloom/domain';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { isApiError } from '@/lib/api';

/** What a resend after "Post anyway" adds to its body. */
export type Acknowledgement = { [ACKNOWLEDGE_FIELD]?: true };

/** A write the coach may send again: it adds the acknowledgement to its body and does what follows success. */
export type GuardedWrite = (ack: Acknowledgement) => Promise<unknown>;

export type CoachProblem =
  /** A teen or an adult: what was found, with Edit and Post anyway. */
  | { kind: 'found'; findings: Finding[]; message: string; draft: string }
  /** A child's personal information, or language: the server's message, nothing stored. */
  | { kind: 'refused' | 'language'; message: string; draft: string }
  /** Writing is paused: why, and until when. */
  | { kind: 'muted'; message: string; until: string | null };

const findingsSchema = z.array(findingSchema);

/** The coach's reading of a failed write, or null for a failure that is not the safety filter's. */
export function problemOf(error: unknown, draft: string): CoachProblem | null {
  if (!isApiError(error)) return null;
  const { code, message, details } = error;
  if (code === 'personal_info_found') {
    const findings = findingsSchema.safeParse(details?.findings);
    return { kind: 'found', findings: findings.success ? findings.data : [], message, draft };
  }
  if (code === 'personal_info_refused') return { kind: 'refused', message, draft };
  if (code === 'language_refused') return { kind: 'language', message, draft };
  if (code === 'writing_muted') {
    const until = typeof details?.until === 'string' ? details.until : null;
    return { kind: 'muted', message, until };
  }
  return null;
}

export interface SafetyCoach {
  /** The problem to show now: a text's problem hides once the text changed. */
  problem: CoachProblem | null;
  busy: boolean;
  /**
   * Runs a write. A safety answer is kept for the coach to show (resolves false); any other
   * failure is thrown, for the form to report as it always does.
   */
  guard(write: GuardedWrite): Promise<boolean>;
  /** Sends the last write again with the acknowledgement; a failure is shown by the coach or thrown. */
  sendAnyway(): Promise<void>;
  dismiss(): void;
}

/**
 * The safety coach's state for one form (issue 16). `draft` is the form's text as it is now (any
 * string that changes when the member edits): a finding about another text is not shown.
 */
export function useSafetyCoach(draft: string): SafetyCoach {
  const [problem, setProblem] = useState<CoachProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef<GuardedWrite | null>(null);

  const attempt = async (write: GuardedWrite, ack: Acknowledgement, at: string) => {
    try {
      await write(ack);
      setProblem(null);
      return true;
    } catch (error) {
      const found = problemOf(error, at);
      if (!found) throw error;
      setProblem(found);
      return false;
    }
  };

  const current = problem && (problem.kind === 'muted' || problem.draft === draft) ? problem : null;
  return {
    problem: current,
    busy,
    guard: (write) => {
      last.current = write;
      return attempt(write, {}, draft);
    },
    async sendAnyway() {
      const write = last.current;
      if (!write || busy) return;
      setBusy(true);
      try {
        await attempt(write, { [ACKNOWLEDGE_FIELD]: true }, draft);
      } finally {
        setBusy(false);
      }
    },
    dismiss: () => setProblem(null),
  };
}
