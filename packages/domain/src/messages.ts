/**
 * The message catalogue: every user-facing string the spec fixes, verbatim, in one place.
 * Server and web both read from here so a text can never drift between them.
 */
export const messages = {
  email: {
    required: 'Email is required',
    missingAt: 'Email must contain an @ symbol',
    missingUsername: 'Email must have a username before the @ symbol',
    missingDomain: 'Email must have a domain after the @ symbol',
    domainDot: 'Email domain must include a dot (.)',
    extension: 'Email must have a valid domain extension',
    invalid: 'Please enter a valid email address',
    invalidToastTitle: 'Invalid email',
  },
  shell: {
    bannerText: 'Take advantage of our annual discounts with up to 20% off!',
    bannerLink: 'Upgrade now',
    creatorLabel: 'Creator',
    refreshSession: 'Refresh Session',
    refreshing: 'Refreshing...',
    sessionRefreshed: 'Session refreshed',
    refreshFailed: 'Refresh failed',
    authLoading: 'Loading authentication...',
    continueAsGuest: 'Continue as guest',
    notFoundCode: '404',
    notFoundText: 'Oops! Page not found',
    returnHome: 'Return to Home',
    analyticsPlaceholder:
      'Analytics features are coming in future updates. Check back soon to see how your content performs.',
    offlineWarning:
      'You are offline: Storyloom is running with limited capacity until the connection returns.',
  },
  auth: {
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    createAccount: 'Create account',
    creatingAccount: 'Creating account...',
    loginFailedTitle: 'Login failed',
    loginFailedFallback: 'Please check your credentials and try again',
    registrationFailedTitle: 'Registration failed',
    registrationFailedFallback: 'Please check your information and try again',
    accountCreated: 'Account created successfully!',
    checkEmail: (email: string) =>
      `Please check your email (${email}) to verify your account. After verification, you'll be able to log in.`,
    goToLogin: 'Go to Login',
    emailNotVerified:
      'Your email address is not verified yet. We have sent you a new verification link: open it, then sign in.',
    invalidCredentials: 'Invalid login credentials',
    signInFallback: 'An error occurred during sign in',
    signUpFallback: 'An error occurred during sign up',
    signOutFallback: 'An error occurred during sign out',
    passwordUpdateFallback: 'An error occurred while updating password',
    refreshFallback: 'An error occurred while refreshing session',
    emailTaken: 'An account with this email already exists',
    fillAllFields: 'Please fill in all fields',
    passwordsDoNotMatch: 'Passwords do not match',
    verifyEmailSubject: 'Verify your Storyloom email address',
  },
  errors: {
    validation: 'The request is not valid',
    unauthorized: 'You need to sign in first',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    conflict: 'This already exists',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'This content type is not supported',
  },
} as const;
