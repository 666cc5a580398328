import type { QuizAttemptInput, QuizAttemptResult } from '@storyloom/domain';
import { api } from '@/lib/api';

export function submitQuizAttempt(slug: string, position: number, answers: QuizAttemptInput['answers']) {
  return api<QuizAttemptResult>(`/api/courses/${encodeURIComponent(slug)}/modules/${position}/quiz/attempts`, {
    method: 'POST',
    body: { answers },
  });
}
