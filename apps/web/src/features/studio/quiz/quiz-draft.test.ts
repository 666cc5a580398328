import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import { draftFrom, markCorrect, newQuestion, optionsFor, type TrueFalseLabels, toInput } from './quiz-draft';

const trueFalse: TrueFalseLabels = [en['quiz.true'], en['quiz.false']];

describe('the quiz draft', () => {
  it('keeps one correct option for single choice, several for multiple choice', () => {
    const single = newQuestion('single', trueFalse);
    const [a, b] = single.options;
    const once = markCorrect(markCorrect(single, a?.key ?? '', true), b?.key ?? '', true);
    expect(once.options.map((o) => o.correct)).toEqual([false, true]);
    const multiple = { ...single, kind: 'multiple' as const };
    const both = markCorrect(markCorrect(multiple, a?.key ?? '', true), b?.key ?? '', true);
    expect(both.options.map((o) => o.correct)).toEqual([true, true]);
  });

  it('gives a true/false question exactly the options True and False, keeping what was marked', () => {
    const question = newQuestion('multiple', trueFalse);
    const marked = markCorrect(question, question.options[1]?.key ?? '', true);
    const extra = { ...marked, options: [...marked.options, { key: 'x', label: 'Maybe', correct: false }] };
    expect(optionsFor('true_false', extra.options, trueFalse).map((o) => [o.label, o.correct])).toEqual([
      ['True', false],
      ['False', true],
    ]);
  });

  it('sends ids only for what already existed, so attempts keep pointing at them', () => {
    const draft = draftFrom({
      passingScore: 80,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          prompt: 'Kept',
          options: [
            { id: 'o1', label: 'A', correct: true },
            { id: 'o2', label: 'B', correct: false },
          ],
        },
      ],
    });
    draft.questions.push(newQuestion('true_false', trueFalse));
    expect(toInput(draft)).toEqual({
      passingScore: 80,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          prompt: 'Kept',
          options: [
            { id: 'o1', label: 'A', correct: true },
            { id: 'o2', label: 'B', correct: false },
          ],
        },
        {
          kind: 'true_false',
          prompt: '',
          options: [
            { label: 'True', correct: false },
            { label: 'False', correct: false },
          ],
        },
      ],
    });
  });
});
