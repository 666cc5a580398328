import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback for tests (the mail queue's, the cluster suite's). */

export interface Captured {
  to: string[];
  subject: string;
  text: string;
}

/**
 * An SMTP server on loopback that keeps what it receives; `stop()` and `start()` again on the same
 * port play a mail server that goes down and comes back. Recipients `rejectTo` matches get a 550.
 */
export function smtpCapture(rejectTo: (address: string) => boolean = () => false) {
  const mails: Captured[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rejectTo(address.address)) {
          const err = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
          callback(err);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
  return {
    mails,
    get running() {
      return server !== null;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      const s = make();
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      port = (s.server.address() as AddressInfo).port;
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
