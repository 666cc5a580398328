/**
 * Names that would let a member pass for the platform or its staff (security review finding 12).
 * Checked when a username or a space name is chosen or changed; names held before stay.
 */
const RESERVED_USERNAMES = new Set([
  'storyloom',
  'admin',
  'administrator',
  'moderator',
  'mod',
  'mods',
  'staff',
  'support',
  'official',
  'system',
  'root',
  'security',
  'help',
  'helpdesk',
  'team',
  'owner',
  'superuser',
  'webmaster',
  'postmaster',
  'abuse',
  'noreply',
  'safety',
  'trust',
]);
/** A username may not even start with these. */
const RESERVED_USERNAME_PREFIXES = ['storyloom', 'admin', 'moderator', 'official', 'support', 'staff', 'safety'];
/** A space name may not contain these words. */
const RESERVED_SPACE_WORDS = new Set([
  'official',
  'admin',
  'admins',
  'administrator',
  'administrators',
  'moderator',
  'moderators',
  'staff',
  'support',
  'safety',
]);

const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case letters only, with digits that stand in for letters read as those letters. */
function letters(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[01345@$7]/g, (c) => LOOKALIKES[c] ?? c)
    .replace(/[^a-z]/g, '');
}

export function isReservedUsername(username: string): boolean {
  const plain = letters(username);
  return RESERVED_USERNAMES.has(plain) || RESERVED_USERNAME_PREFIXES.some((prefix) => plain.startsWith(prefix));
}

export function isReservedSpaceName(name: string): boolean {
  if (letters(name).includes('storyloom')) return true;
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map(letters);
  return words.some((word) => RESERVED_SPACE_WORDS.has(word));
}

export const reservedNameMessages = {
  username: 'This username is reserved. Choose another one.',
  spaceName: 'This space name is reserved. Choose another one.',
} as const;
