// Settings → Login Details → Sessions, and the "sign out other devices" offer after a two-factor
// change: our own labels (decision 1318). No zod here: the settings tab reads these in its bundle.

const devices = (n: number) => `${n} other ${n === 1 ? 'device' : 'devices'}`;

export const sessionsUiText = {
  heading: 'Sessions',
  text: 'The devices where you are signed in. Sign out any you do not recognise.',
  listLabel: 'Signed-in devices',
  loading: 'Loading your sessions...',
  loadFailed: 'Your sessions could not be loaded.',
  retry: 'Try again',
  none: 'No signed-in devices to show.',
  thisDevice: 'This device',
  activeNow: 'Active now',
  lastActive: (when: string) => `Last active ${when}`,
  signedInAt: (when: string) => `Signed in ${when}`,
  unknownAddress: 'Address unknown',
  onlyThisDevice: 'You are not signed in on any other device.',
  signOut: 'Sign out',
  /** The accessible name of a row's button; the visible part is `signOut`. */
  signOutDevice: (device: string) => `Sign out ${device}`,
  signedOutOne: 'Signed out of that device',
  signOutFailed: 'That device could not be signed out. Please try again.',
  signOutAll: 'Sign out of all other devices',
  signingOut: 'Signing out...',
  signedOutOthers: (n: number) => (n === 0 ? 'No other device was signed in' : `Signed out of ${devices(n)}`),
  // The offer after two-factor authentication is turned on or off.
  otherDevices: (n: number) => `You are signed in on ${devices(n)}.`,
  afterEnable: 'They stay signed in without a code. Sign them out so they need one next time.',
  afterRemoveTitle: 'Authenticator app removed',
  afterRemoveText: 'Signing in now takes your password only.',
  afterRemove:
    'If you removed it because your phone was lost or someone else may know your password, sign out your other devices too.',
  signOutOthers: 'Sign out other devices',
  othersSignedOut: 'Your other devices are signed out.',
  done: 'Done',
} as const;
