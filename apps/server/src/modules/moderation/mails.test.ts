import { describe, expect, it } from 'vitest';
import { mailDateTime } from '../../mail/i18n.js';
import { excerptOf } from '../../safety/items.js';
import { actionSentence, moderationActionMail, overdueDigestMail } from './mails.js';

const APP = 'https://storyloom.example';

describe('moderationActionMail', () => {
  it('names the action and the rule, links the rule and the notices to appeal', () => {
    const mail = moderationActionMail(
      APP,
      {
        name: 'Ben',
        action: 'remove',
        surface: 'comment',
        ruleId: 'no-hate',
        note: 'Slur in the second line',
        endsAt: null,
      },
      'en',
    );
    expect(mail.text).toContain('A moderator removed your comment.');
    expect(mail.text).toContain('“No hate”');
    expect(mail.text).toContain(`${APP}/guidelines#no-hate`);
    expect(mail.text).toContain(`${APP}/community/notices`);
    expect(mail.text).toContain('Slur in the second line');
    expect(mail.html).toContain(`href="${APP}/guidelines#no-hate"`);
  });

  it('points a suspended member, who cannot sign in, to the contact page to appeal', () => {
    const until = new Date('2030-01-02T03:04:05Z');
    const mail = moderationActionMail(
      APP,
      {
        name: 'x',
        action: 'suspend',
        surface: 'post',
        ruleId: 'be-kind',
        note: null,
        endsAt: until,
      },
      'en',
    );
    expect(mail.text).toContain(mailDateTime(until, 'en'));
    expect(mail.text).toContain(`${APP}/contact`);
  });

  it('escapes what a member or moderator wrote in the HTML', () => {
    const mail = moderationActionMail(
      APP,
      {
        name: 'Ben',
        action: 'warn',
        surface: 'post',
        ruleId: 'be-kind',
        note: '<script>alert(1)</script>',
        endsAt: null,
      },
      'en',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('actionSentence', () => {
  it('says how long a mute lasts', () => {
    const until = new Date('2030-05-06T07:08:09Z');
    expect(actionSentence('mute', 'post', until, 'en')).toContain(mailDateTime(until, 'en'));
    expect(actionSentence('ban', 'post', null, 'en')).toContain('banned');
  });
});

describe('overdueDigestMail', () => {
  it('lists the items, counts the rest and links the queue', () => {
    const since = new Date('2030-01-01T00:00:00Z');
    const mail = overdueDigestMail(APP, [{ surface: 'post', excerpt: 'Waiting post', reports: 2, since }], 5, 24, 'en');
    expect(mail.subject).toBe('5 reported items waiting more than 24 hours');
    expect(mail.text).toContain('“Waiting post” (2 reports');
    expect(mail.text).toContain('…and 4 more.');
    expect(mail.text).toContain(`${APP}/admin/moderation`);
  });
});

describe('excerptOf', () => {
  it('flattens whitespace and shortens long texts', () => {
    expect(excerptOf('  a\n\nb  ')).toBe('a b');
    const long = excerptOf('x'.repeat(500));
    expect(long.length).toBe(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
