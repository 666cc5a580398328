import {
  COMMUNITY_RULES,
  CONSENT_WAIT_DAYS,
  dataRightsMessages,
  EMAIL_TEMPLATES,
  mailEn,
  messages,
  notificationMailText,
  parentNotice,
  SERVER_TEXT,
  teamText,
  templateProblems,
  UI_LOCALES,
  type UiLocale,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { registrationMail } from '../modules/events/mail.js';
import { moderationActionMail, overdueDigestMail } from '../modules/moderation/mails.js';
import { activityDigestMail } from '../modules/notifications/digest-mail.js';
import {
  accountDeletedMail,
  childPasswordSetMail,
  consentConfirmedMail,
  consentNoticeMail,
  consentRevokedMail,
  localizedParentNotice,
} from '../modules/parents/parent-mails.js';
import { parentLinkEndedMemberMail, parentLinkEndedParentMail } from '../modules/retention/mails.js';
import { defaultTemplateText, renderTemplate } from '../modules/settings/templates.js';
import { mailDateTime, mailText } from './i18n.js';
import {
  communityActivityMail,
  dataExportReadyMail,
  greetingName,
  teamInvitationMail,
  verificationMail,
} from './templates.js';

const APP = 'https://storyloom.example';
const when = new Date('2030-03-04T05:06:07Z');
type Rendered = { subject: string; text: string; html: string };

/** Every mail the server composes, in one locale, with ordinary values. */
async function everyMail(locale: UiLocale): Promise<Record<string, Rendered>> {
  const links = { target: `${APP}/feed?post=1`, manage: `${APP}/settings/notifications` };
  const notice = localizedParentNotice('kid_writer', { aiConfigured: true }, locale);
  const noDb = {} as Kysely<Database>;
  const template = (id: 'welcome' | 'course_completion' | 'password_reset') =>
    renderTemplate(
      noDb,
      null,
      id,
      { name: 'Robin', course: 'Stories', link: `${APP}/x`, certificate: `${APP}/c` },
      locale,
    );
  return {
    verification: verificationMail({ name: 'Robin', url: `${APP}/verify` }, locale),
    comment: communityActivityMail({ kind: 'post_commented', who: 'Ben', comment: 'Nice' }, links, locale),
    follower: communityActivityMail({ kind: 'new_follower', who: 'Ben' }, links, locale),
    digest: activityDigestMail(
      [
        { kind: 'post_commented', who: 'Ben', comment: 'Nice' },
        { kind: 'new_follower', who: 'Cleo', comment: '' },
      ],
      links,
      locale,
    ),
    digestComments: activityDigestMail(
      [
        { kind: 'post_commented', who: 'Ben', comment: 'Nice' },
        { kind: 'post_commented', who: 'Cleo', comment: 'Wow' },
      ],
      links,
      locale,
    ),
    teamAdmin: teamInvitationMail({ ownerName: 'Olive', role: 'admin', link: `${APP}/t` }, locale),
    teamEditor: teamInvitationMail({ ownerName: 'evil.example', role: 'editor', link: `${APP}/t` }, locale),
    dataExport: dataExportReadyMail({ name: 'Robin', url: `${APP}/p`, expiresAt: when }, locale),
    event: registrationMail(
      {
        name: 'Robin',
        event: { id: 'e1', title: 'Story night', starts_at: when, location: 'Online' },
        appUrl: APP,
        timezone: 'Europe/Madrid',
        language: 'es-ES',
      },
      locale,
    ),
    ...Object.fromEntries(
      (['hide', 'remove', 'warn', 'mute', 'suspend', 'ban'] as const).map((action) => [
        `moderation-${action}`,
        moderationActionMail(
          APP,
          {
            name: 'Robin',
            action,
            surface: 'module_comment',
            ruleId: 'no-hate',
            note: 'Mind your words',
            endsAt: when,
          },
          locale,
        ),
      ]),
    ),
    overdue: overdueDigestMail(
      APP,
      [
        { surface: 'post', excerpt: 'Waiting post', reports: 2, since: when },
        { surface: 'comment', excerpt: null, reports: 1, since: when },
      ],
      5,
      24,
      locale,
    ),
    consentNotice: consentNoticeMail(
      notice,
      {
        consent: `${APP}/c`,
        parentPage: `${APP}/p`,
        childrenNotice: `${APP}/n`,
        deadline: mailDateTime(when, locale),
      },
      locale,
    ),
    consentConfirmed: consentConfirmedMail(
      { username: 'kid_writer', aiSharing: true, aiConfigured: true, parentPage: `${APP}/p` },
      locale,
    ),
    consentConfirmedOffline: consentConfirmedMail(
      { username: 'kid_writer', aiSharing: false, aiConfigured: false, parentPage: `${APP}/p` },
      locale,
    ),
    consentRevoked: consentRevokedMail({ username: 'kid_writer', parentPage: `${APP}/p` }, locale),
    accountDeleted: accountDeletedMail({ username: 'kid_writer' }, locale),
    childPasswordSet: childPasswordSetMail({ username: 'kid_writer', parentPage: `${APP}/p` }, locale),
    comingOfAgeParent: parentLinkEndedParentMail({ username: 'kid_writer', appUrl: APP }, locale),
    comingOfAgeMember: parentLinkEndedMemberMail({ name: 'Robin', appUrl: APP }, locale),
    welcome: await template('welcome'),
    courseCompletion: await template('course_completion'),
    passwordReset: await template('password_reset'),
  };
}

describe('every mail in every locale', () => {
  it('renders complete text: no ICU braces, no raw keys, no value marks left', async () => {
    for (const locale of UI_LOCALES) {
      for (const [name, mail] of Object.entries(await everyMail(locale))) {
        const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
        expect(all, `${locale} ${name}`).not.toMatch(/[{}]/);
        expect(all, `${locale} ${name}`).not.toMatch(/\bmail\.[a-z]+\.[a-zA-Z]/);
        expect(all, `${locale} ${name}`).not.toMatch(/[\uE000\uE001]/);
        expect(mail.subject.trim(), `${locale} ${name}`).not.toBe('');
      }
    }
  });

  it('writes every mail differently in Spanish, Portuguese and French than in English', async () => {
    const english = await everyMail('en');
    for (const locale of ['es', 'pt-BR', 'fr'] as const) {
      for (const [name, mail] of Object.entries(await everyMail(locale))) {
        const en = english[name];
        expect(mail.subject, `${locale} ${name} subject`).not.toBe(en?.subject);
        expect(mail.text, `${locale} ${name} text`).not.toBe(en?.text);
        expect(mail.html, `${locale} ${name} html`).not.toBe(en?.html);
      }
    }
  });

  it('keeps the links and what members wrote as they were', async () => {
    for (const locale of UI_LOCALES) {
      const mails = await everyMail(locale);
      expect(mails.comment?.text).toContain('Nice');
      expect(mails.comment?.text).toContain(`${APP}/feed?post=1`);
      expect(mails['moderation-warn']?.text).toContain('Mind your words');
      expect(mails.verification?.text).toContain(`${APP}/verify`);
      expect(mails.consentNotice?.text).toContain(`${APP}/c`);
    }
  });

  it('does not read escapes in what members wrote', () => {
    const mail = communityActivityMail(
      { kind: 'post_commented', who: 'Ben {x}', comment: "\\u0041 it's {0} #" },
      { target: `${APP}/feed`, manage: `${APP}/m` },
      'fr',
    );
    expect(mail.subject).toBe('Ben {x} a commenté ta publication');
    expect(mail.text).toContain("« \\u0041 it's {0} # »");
  });
});

describe('the English mails', () => {
  it('read as before, word for word', () => {
    const mail = verificationMail({ name: 'Robin', url: `${APP}/verify` }, 'en');
    expect(mail.subject).toBe(messages.auth.verifyEmailSubject);
    expect(mail.text).toBe(
      `Hi Robin,\n\nWelcome to Storyloom! Please confirm your email address so you can sign in.\n\nThe link is valid for 24 hours. If you did not create an account, you can ignore this mail.\n\nVerify your email: ${APP}/verify\n`,
    );
    expect(mail.html).toContain(`If the button does not work, open this link: ${APP}/verify`);
    expect(greetingName('evil.example')).toBe('there');
    expect(greetingName('evil.example', 'es')).toBe('qué tal');
  });

  it('use the same words as the domain texts other code shows', () => {
    const t = mailText('en');
    expect(t('team.subject')).toBe(teamText.invitationSubject);
    expect(t('export.subject')).toBe(dataRightsMessages.exportMailSubject);
    expect(t('activity.commentSubject', { who: 'Ben' })).toBe(notificationMailText.commentSubject('Ben'));
    expect(t('activity.followerSubject', { who: 'Ben' })).toBe(notificationMailText.followerSubject('Ben'));
    expect(t('activity.digestSubject', { count: 3 })).toBe(notificationMailText.digestSubject(3));
    expect(t('activity.digestMixedSubject', { count: 3 })).toBe(notificationMailText.digestMixedSubject(3));
    expect(t('activity.manage', { url: 'u' })).toBe(notificationMailText.manage('u'));
    for (const rule of COMMUNITY_RULES) {
      expect(mailEn[`moderation.ruleTitle.${rule.id}` as keyof typeof mailEn]).toBe(rule.title);
    }
    for (const def of EMAIL_TEMPLATES) {
      const ours = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');
      expect(mailEn[`template.${def.id}.subject`]).toBe(ours(def.subject));
      expect(mailEn[`template.${def.id}.body`]).toBe(ours(def.body));
    }
  });

  it('tell parents the notice the consent page shows', () => {
    for (const aiConfigured of [true, false]) {
      expect(localizedParentNotice('kid_writer', { aiConfigured }, 'en')).toEqual(
        parentNotice('kid_writer', { aiConfigured }),
      );
    }
    expect(localizedParentNotice('kid', { aiConfigured: true }, 'pt-BR').sections[5]?.paragraphs[0]).toContain(
      `${CONSENT_WAIT_DAYS} dias`,
    );
  });
});

describe('the mail catalogue', () => {
  it('has every key in every locale, with the placeholders of the English text', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort((a, b) => (a ?? '').localeCompare(b ?? ''));
    const english = Object.entries(SERVER_TEXT.en).filter(([key]) => key.startsWith('mail.'));
    for (const locale of UI_LOCALES) {
      for (const [key, text] of english) {
        const translated = SERVER_TEXT[locale][key];
        expect(translated, `${locale} ${key}`).toBeTypeOf('string');
        expect(placeholders(translated ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe('the default templates in the Email tab', () => {
  it('are shown in the member’s language with the editor’s {{placeholders}}, and would save as they are', () => {
    for (const def of EMAIL_TEMPLATES) {
      expect(defaultTemplateText(def.id, 'en')).toEqual({ subject: def.subject, body: def.body });
      for (const locale of ['es', 'pt-BR', 'fr'] as const) {
        const { subject, body } = defaultTemplateText(def.id, locale);
        expect(body, `${locale} ${def.id}`).not.toBe(def.body);
        expect(templateProblems(def.id, subject, body), `${locale} ${def.id}`).toEqual([]);
        expect(`${subject}${body}`.replace(/\{\{\w+\}\}/g, ''), `${locale} ${def.id}`).not.toMatch(/[{}]/);
      }
    }
    expect(defaultTemplateText('password_reset', 'es').body).toContain('{{link}}');
  });
});

describe('dates in mails', () => {
  it('read in the reader’s language and time zone', () => {
    expect(mailDateTime(when, 'en')).toBe('4 March 2030, 05:06 UTC');
    expect(mailDateTime(when, { locale: 'en', language: 'en-US' })).toBe('March 4, 2030, 5:06 AM UTC');
    expect(mailDateTime(when, { locale: 'pt-BR', language: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe(
      '4 de março de 2030, 02:06 (America/Sao Paulo)',
    );
    expect(mailDateTime(when, { locale: 'fr', timeZone: 'Europe/Paris' })).toBe('4 mars 2030 à 06:06 (Europe/Paris)');
    expect(mailDateTime(when, { locale: 'en', language: 'de-DE', timeZone: 'nowhere' })).toBe(
      '4. März 2030, 05:06 UTC',
    );
  });
});
