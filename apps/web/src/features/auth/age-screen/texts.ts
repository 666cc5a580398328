/** The age step's own copy (the shared texts are ageScreenTexts in the domain). No age or cut-off, ever. */
export const ageStepText = {
  monthPlaceholder: 'Choose a month',
  failed: 'We could not save your answer. Please try again.',
  loading: 'Loading sign-up',
  loadFailed: 'We could not load the sign-up form.',
  retry: 'Try again',
} as const;
