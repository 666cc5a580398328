import { describe, expect, it } from 'vitest';
import { isReservedSpaceName, isReservedUsername } from './reserved-names.js';

describe('reserved names', () => {
  it('refuses usernames that pass for the platform or its staff, with look-alike digits', () => {
    for (const name of [
      'admin',
      'Admin_2',
      'storyloom',
      'st0ryl00m_team',
      'support',
      'support_desk',
      'mod',
      'helpdesk',
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    for (const name of ['maya_writes', 'modest_mouse', 'helper_bee', 'teamwork_tina', 'adam_films']) {
      expect(isReservedUsername(name), name).toBe(false);
    }
  });

  it('refuses space names with a staff word or the brand anywhere', () => {
    for (const name of [
      'Storyloom Official Announcements',
      'StoryloomFans',
      'Official news',
      'The Admins',
      'Support',
    ]) {
      expect(isReservedSpaceName(name), name).toBe(true);
    }
    for (const name of ['Storytelling', 'Comics corner', 'Digital Art & Comics', 'Supportive writers']) {
      expect(isReservedSpaceName(name), name).toBe(false);
    }
  });
});
