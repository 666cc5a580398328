import { formatInZone } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';

/** The confirmation mail the 'Check your email for details' toast promises. */
export function registrationMail({
  name,
  event,
  appUrl,
  timezone,
  language,
}: {
  name: string;
  event: { id: string; title: string; starts_at: Date | string; location: string };
  appUrl: string;
  /** The member's Settings → General zone and language: the time reads as on their screens. */
  timezone: string;
  language: string;
}) {
  const when = `${formatInZone(event.starts_at, timezone, language)} (${timezone.replaceAll('_', ' ')})`;
  const url = `${appUrl}/event/${event.id}`;
  const lines = [
    `Hi ${name || 'there'},`,
    `You're registered for "${event.title}".`,
    `When: ${when}`,
    `Where: ${event.location}`,
    'See you there!',
  ];
  return {
    subject: `You're registered: ${event.title}`,
    text: `${lines.join('\n\n')}\n\nEvent details: ${url}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p><a href="${escapeHtml(url)}">Event details</a></p></body></html>`,
  };
}
