/**
 * Account security texts. `accountMessages` holds the fixed texts verbatim (decision 1401);
 * `accountText` holds our own labels for everything else.
 * No zod here: the connection button and the auth screens read these in small bundles.
 */
import { passwordTexts } from './password-rules.js';

export const accountMessages = {
  authScreen: {
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    signInButton: 'Sign In',
    forgotPassword: 'Forgot password',
    clearAuthData: 'Clear authentication data',
    fullName: 'Full Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    createAccount: 'Create Account',
    fillAllFields: 'Please fill in all fields',
    passwordsDoNotMatch: 'Passwords do not match',
    signInFallback: 'An error occurred during sign in',
    signUpFallback: 'An error occurred during sign up',
    invalidLoginMarker: 'Invalid login',
    clearDataHint: '. Try clearing your saved authentication data.',
    signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  },
  connection: {
    checkFailed: 'Connection to authentication service failed. Please try again later.',
    banner: 'Connection to authentication service failed. This may cause login issues.',
    checkConnection: 'Check Connection',
    restoredTitle: 'Connection restored',
    restoredText: 'Connection to the authentication service has been restored.',
    failedTitle: 'Connection failed',
    failedText: 'Unable to connect to the authentication service. Please check your internet connection.',
    checkThrew: 'Failed to check connection status. Please try again later.',
    diagnostics: 'Connection Diagnostics',
    runDiagnostics: 'Run Diagnostics',
  },
  clearAuth: {
    clearedTitle: 'Authentication state cleared',
    clearedText: 'Your stored credentials have been cleared. Please try logging in again.',
    failedTitle: 'Could not clear authentication state',
    failedText: 'There was an issue clearing your credentials. Please try again.',
    errorTitle: 'Error',
    errorText: 'Failed to clear authentication state. Please try again.',
  },
  password: {
    dialogTitle: 'Change Password',
    mismatch: "New passwords don't match",
    tooShort: passwordTexts.tooShort,
    currentIncorrect: 'Current password is incorrect',
    updatedTitle: 'Password updated',
    updatedText: 'Your password has been changed successfully.',
    failedTitle: 'Password update failed',
    failedText: 'There was an error updating your password. Please try again.',
  },
  jwks: {
    empty: 'JWKS is empty',
    noMatchingKey: 'No matching signing key found in JWKS',
    invalidSignature: 'Invalid JWT signature',
  },
} as const;

export const accountText = {
  authScreen: {
    title: 'Welcome to Storyloom',
    subtitle: 'Sign in to your account or create a new one.',
    tabsLabel: 'Sign in or sign up',
  },
  diagnostics: {
    connected: 'Connected',
    authSession: 'Auth session',
    storedSession: 'Stored session',
    serviceUrl: 'Service URL',
    flowType: 'Flow type',
    error: 'Error',
    lastCheck: 'Last check',
    yes: 'yes',
    no: 'no',
    active: 'active',
    none: 'none',
    notRun: 'Not run yet',
    flow: 'Server session (HttpOnly cookie)',
  },
  connectionButton: {
    open: 'Connection status',
    title: 'Connection status',
    connection: 'Connection',
    auth: 'Auth',
    database: 'Database',
    session: 'Session',
    checkedAt: 'Checked at',
    online: 'Online',
    offline: 'Offline',
    ok: 'OK',
    down: 'Down',
    signedIn: 'Signed in',
    signedOut: 'Signed out',
    expires: (when: string) => `Active until ${when}`,
    none: 'No session',
    recheck: 'Check again',
    checking: 'Checking...',
  },
  twoFactor: {
    challengeTitle: 'Two-step verification',
    challengeText: 'Enter the 6-digit code from your authenticator app.',
    backupText: 'Enter one of your backup codes.',
    code: 'Authentication code',
    backupCode: 'Backup code',
    verify: 'Verify',
    verifying: 'Verifying...',
    useBackup: 'Use a backup code instead',
    useApp: 'Use your authenticator app instead',
    trustDevice: 'Trust this device for 30 days',
    codeFormat: 'Enter the 6-digit code',
    codeAlreadyUsed: 'This code has already been used. Wait for the next code from your app.',
    invalidCode: 'That code is not correct. Enter the current code from your app.',
    invalidBackupCode: 'That backup code is not correct or has been used.',
    challengeExpired: 'Your sign-in has expired. Please sign in again.',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Enter a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Set new password',
    submitting: 'Saving...',
    done: 'Your password has been reset. Sign in with your new password.',
    invalidLink: 'This reset link is invalid or has expired. Request a new one.',
    requestNew: 'Request a new link',
    mailSubject: 'Reset your Storyloom password',
  },
  loginDetails: {
    title: 'Login details',
    passwordHeading: 'Password',
    passwordText: 'Change the password you use to sign in. Your other devices will be signed out.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Update password',
    saving: 'Updating...',
    cancel: 'Cancel',
    resetHint: 'Forgot your current password?',
    resetLink: 'Reset it by email',
    mfaHeading: 'Two-factor authentication',
    mfaText: 'Protect your account with a code from an authenticator app each time you sign in.',
    assurance: 'Assurance level',
    factors: 'Factors',
    noFactors: 'No factor is set up yet.',
    authenticatorApp: 'Authenticator app',
    verified: 'Verified',
    unverified: 'Unverified',
    addFactor: 'Set up authenticator app',
    enrolPasswordPrompt: 'Confirm your password to set up an authenticator app.',
    continue: 'Continue',
    scanTitle: 'Add Storyloom to your authenticator app',
    scanText:
      'Add a new account in your authenticator app with this secret key, or open the setup link on this device.',
    secretKey: 'Secret key',
    setupLink: 'Setup link (otpauth URI)',
    qrAlt: 'QR code for your authenticator app',
    enterCode: 'Then enter the 6-digit code the app shows.',
    activate: 'Activate',
    activated: 'Two-factor authentication is on',
    removeFactor: 'Remove',
    removeTitle: 'Remove authenticator app',
    removeText: 'Confirm with a current code from your app, or with your password.',
    removeWithCode: 'Use a code',
    removeWithPassword: 'Use my password',
    removed: 'Authenticator app removed',
    backupHeading: 'Backup codes',
    backupText: 'Each backup code signs you in once if you lose your authenticator app. Keep them somewhere safe.',
    backupRemaining: (n: number) => `${n} backup ${n === 1 ? 'code' : 'codes'} left`,
    newBackupCodes: 'Generate new backup codes',
    backupPasswordPrompt: 'Confirm your password to generate new codes. The old codes stop working.',
    backupSaved: 'I have saved these codes',
    copy: 'Copy',
    copied: 'Copied',
    phoneUnavailable: 'Text message codes are not offered: Storyloom does not send SMS.',
  },
} as const;

/** better-auth's authenticator settings, shared by the server and the tests that compute codes. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** A tab of the combined auth screen; the initial one comes from navigation state `activeTab`. */
export type AuthTab = 'signin' | 'signup';
export const DEFAULT_AUTH_TAB: AuthTab = 'signin';

/** The combined screen's username is the email's local part, '_', and 0 to 999. */
export const USERNAME_SUFFIX_MAX = 999;

const USERNAME_LOCAL_MAX = 26;

/**
 * The combined screen's generated username, fitted to our username rule (decision 0305)
 * (lower-case letters, digits and '_'): other characters of the local part become '_'.
 */
export function comboUsername(email: string, suffix: number): string {
  const local = (email.trim().split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, USERNAME_LOCAL_MAX);
  return `${local || 'user'}_${suffix}`;
}

export function randomUsernameSuffix(random: () => number = Math.random): number {
  return Math.floor(random() * (USERNAME_SUFFIX_MAX + 1));
}

/** An 'Invalid login' failure on the combined screen gets the clear-data hint. */
export function comboSignInError(serverMessage: string | undefined): { text: string; offerClear: boolean } {
  const m = accountMessages.authScreen;
  const text = serverMessage?.trim() || m.signInFallback;
  if (!text.includes(m.invalidLoginMarker)) return { text, offerClear: false };
  return { text: `${text.replace(/\.$/, '')}${m.clearDataHint}`, offerClear: true };
}

/** The base32 secret inside an otpauth:// URI, for people who type it into their app. */
export function otpauthSecret(uri: string): string | null {
  const match = /[?&]secret=([A-Z2-7]+)/i.exec(uri);
  return match?.[1] ?? null;
}
