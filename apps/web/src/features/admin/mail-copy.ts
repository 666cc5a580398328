/** The failed-mail screen's words (issue 18). */
export const mailText = {
  sidebar: 'Mail',
  title: 'Mail',
  intro:
    'Mails the server could not deliver: it retries each one for a day, or stops at once when the receiving server refuses the address. Retry sends a mail again now.',
  columns: ['To', 'Subject', 'Attempts', 'Last error', 'Created', 'Last attempt', 'Actions'],
  loading: 'Loading failed mail…',
  empty: 'No failed mail. Every mail was delivered or is still being tried.',
  fetchFailed: 'Could not load the failed mail.',
  retry: 'Retry',
  retrying: 'Retrying…',
  retryFor: (to: string, subject: string) => `Retry: ${subject} to ${to}`,
  retried: (to: string) => `Sending again to ${to}`,
  retryFailed: 'Could not retry this mail.',
  never: '—',
};
