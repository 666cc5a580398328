import { readFileSync } from 'node:fs';
import { SAFETY_DATA_DIR } from '../thresholds.js';

/** The filter's reviewable data (apps/server/safety/): word lists, phrases, the support answer. */
export interface FilterData {
  languageBlock: string[];
  languageAllow: string[];
  streetTypes: string[];
  unitWords: string[];
  schoolTypes: string[];
  schoolPhrases: string[];
  socialPlatforms: string[];
  socialSites: string[];
  locationPhrases: string[];
  stopWords: string[];
  emailProviders: string[];
  notSchools: string[];
  selfHarmPhrases: string[];
}

const read = (dir: URL, name: string) => readFileSync(new URL(name, dir), 'utf8');

/** One entry a line; `#` starts a comment line; blank lines are ignored. */
export function parseList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

/** A text file with `#` comment lines left out and surrounding blank lines trimmed. */
function parseText(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim();
}

export function loadFilterData(dir: URL = SAFETY_DATA_DIR): FilterData {
  const list = (name: string) => parseList(read(dir, name));
  return {
    languageBlock: list('language/blocklist.txt'),
    languageAllow: list('language/allowlist.txt').map((w) => w.toLowerCase()),
    streetTypes: list('personal-info/street-types.txt'),
    unitWords: list('personal-info/unit-words.txt'),
    schoolTypes: list('personal-info/school-types.txt'),
    schoolPhrases: list('personal-info/school-phrases.txt'),
    socialPlatforms: list('personal-info/social-platforms.txt'),
    socialSites: list('personal-info/social-sites.txt'),
    locationPhrases: list('personal-info/location-phrases.txt'),
    stopWords: list('personal-info/stop-words.txt').map((w) => w.toLowerCase()),
    emailProviders: list('personal-info/email-providers.txt').map((w) => w.toLowerCase()),
    notSchools: list('personal-info/not-schools.txt').map((w) => w.toLowerCase()),
    selfHarmPhrases: list('self-harm/phrases.txt'),
  };
}

/** The supportive answer with help resources the AI tools give instead of a generation about self-harm. */
export function loadSupportMessage(dir: URL = SAFETY_DATA_DIR): string {
  return parseText(read(dir, 'self-harm/support.txt'));
}
