import { describe, expect, it } from 'vitest';
import { greetingName, mailSafeName, teamInvitationMail, verificationMail } from './templates.js';

const url = 'http://localhost:3000/api/auth/verify-email?token=abc';

describe('names in mails', () => {
  it('keeps ordinary names and drops anything a mail program could turn into a link', () => {
    expect(mailSafeName('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(mailSafeName('Zoë O’Brien-Ng')).toBe('Zoë O’Brien-Ng');
    expect(mailSafeName('J. R. R. Tolkien')).toBe('J. R. R. Tolkien');
    for (const name of [
      'https://evil.example',
      'www.evil.example',
      'win at evil.example',
      'bit.ly/x',
      'a\u0007b',
      '',
      'x'.repeat(101),
    ]) {
      expect(mailSafeName(name), name).toBeNull();
    }
    expect(greetingName('visit evil.example')).toBe('there');
  });

  it('greets with a safe name only, in text and HTML', () => {
    const mail = verificationMail({ name: 'Claim at evil.example', url }, 'en');
    expect(mail.text.startsWith('Hi there,')).toBe(true);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    expect(verificationMail({ name: 'Robin', url }, 'en').text.startsWith('Hi Robin,')).toBe(true);
  });
});

describe('team invitation mail', () => {
  const link = 'http://localhost:3000/settings/team?invitation=tok';

  it('has a fixed subject, escapes the owner’s name and links only the invitation', () => {
    const mail = teamInvitationMail({ ownerName: 'Olive & <Co>', role: 'admin', link }, 'en');
    expect(mail.subject).toBe('You are invited to join a team on Storyloom');
    expect(mail.text).toContain('Olive & <Co> invited you to join their team on Storyloom as an Admin.');
    expect(mail.html).toContain('Olive &#38; &#60;Co&#62;');
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('names no one when the owner’s name could be a link', () => {
    const mail = teamInvitationMail({ ownerName: 'https://evil.example', role: 'editor', link }, 'en');
    expect(mail.text).toContain('A Storyloom member invited you');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('evil.example');
  });
});
