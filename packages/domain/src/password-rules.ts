/** Password length rules, without zod: the small auth-screen bundles read the texts made from them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordTexts = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooCommon: 'This password is too common. Choose a longer or less common one.',
  breached: 'This password has appeared in a data breach. Choose a different one.',
} as const;
