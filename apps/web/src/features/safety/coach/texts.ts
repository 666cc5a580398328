/** The safety coach's words (issue 16): shown above the submit button when a write needs a second look. */
export const coachText = {
  title: 'Before you share this',
  intro: 'We spotted something that looks like personal information:',
  whyItMatters:
    'Anyone who can see it could use it to contact you or find you. Keep personal information private — yours and other people’s.',
  guidelines: 'Community guidelines',
  /** Under the post composer. */
  composerNote: 'Be kind, and keep personal information private.',
  edit: 'Edit',
  anyway: 'Post anyway',
  saveAnyway: 'Save anyway',
  sending: 'Sending…',
  refusedTitle: 'This can’t be shared',
  languageTitle: 'Please change the wording',
  mutedTitle: 'Writing is paused',
  mutedUntil: (time: string) => `You can write again at ${time}.`,
  failed: 'It could not be sent. Please try again.',
} as const;
