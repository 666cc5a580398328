import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { fromHeader, type Mail, outboxMailer, transportMailer } from './mailer.js';

const log = pino({ level: 'silent' });
const FROM = 'Storyloom <no-reply@storyloom.local>';
const mail: Mail = { to: 'robin@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };

describe('fromHeader', () => {
  it('keeps MAIL_FROM without a name and swaps only the display name with one', () => {
    expect(fromHeader(FROM)).toBe(FROM);
    expect(fromHeader(FROM, '')).toBe(FROM);
    expect(fromHeader(FROM, 'Coach Eli')).toBe('"Coach Eli" <no-reply@storyloom.local>');
    expect(fromHeader('no-reply@storyloom.local', 'Coach Eli')).toBe('"Coach Eli" <no-reply@storyloom.local>');
  });
  it('cannot be made to carry another header or address', () => {
    expect(fromHeader(FROM, 'Eli"\r\nBcc: x@evil.test <x@evil.test>')).toBe(
      '"EliBcc: x@evil.test x@evil.test" <no-reply@storyloom.local>',
    );
  });
});

describe('SMTP mailer', () => {
  async function raw(m: Mail): Promise<string> {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let message = '';
    const spy = {
      sendMail: async (options: SendMailOptions) => {
        const info = await transport.sendMail(options);
        message = (info.message as Buffer).toString('utf8');
        return info;
      },
      close: () => transport.close(),
    } as unknown as Transporter;
    await transportMailer(spy, FROM, log).send(m);
    return message;
  }

  it('sends From with the configured name and Reply-To when set', async () => {
    const message = await raw({ ...mail, fromName: 'Coach Eli', replyTo: 'eli@example.com' });
    expect(message).toMatch(/^From: Coach Eli <no-reply@storyloom\.local>$/m);
    expect(message).toMatch(/^Reply-To: eli@example\.com$/m);
  });

  it('finding 6: logs a sent mail without its links (they hold sign-in tokens)', async () => {
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const secret = 'http://localhost:3000/api/auth/reset-password/s3cr3t-token';
    await transportMailer(transport, FROM, capture).send({ ...mail, text: `Reset: ${secret}` });
    expect(lines.join('')).toContain('mail sent over SMTP');
    expect(lines.join('')).not.toContain('s3cr3t-token');
  });

  it('sends MAIL_FROM as is and no Reply-To otherwise', async () => {
    const message = await raw(mail);
    expect(message).toMatch(/^From: Storyloom <no-reply@storyloom\.local>$/m);
    expect(message).not.toMatch(/^Reply-To:/m);
  });
});

describe('outbox mailer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the From and Reply-To the mail would have', async () => {
    await outboxMailer(dir, FROM, log).send({ ...mail, fromName: 'Coach Eli', replyTo: 'eli@example.com' });
    const [file] = fs.readdirSync(dir);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, file ?? ''), 'utf8'));
    expect(stored).toMatchObject({
      from: '"Coach Eli" <no-reply@storyloom.local>',
      replyTo: 'eli@example.com',
      to: 'robin@example.com',
      subject: 'Hi',
    });
    expect(stored).not.toHaveProperty('fromName');
  });
});
