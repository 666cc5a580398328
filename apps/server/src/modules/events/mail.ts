import { formatInZone, type UiLocale } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { mailText } from '../../mail/i18n.js';
import { labelUrl } from '../../mail/templates.js';

/** The confirmation mail the 'Check your email for details' toast promises. */
export function registrationMail(
  {
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
  },
  locale: UiLocale,
) {
  const t = mailText(locale);
  const when = `${formatInZone(event.starts_at, timezone, language)} (${timezone.replaceAll('_', ' ')})`;
  const url = `${appUrl}/event/${event.id}`;
  const lines = [
    t('common.greeting', { name: name || t('common.there') }),
    t('event.registered', { title: event.title }),
    t('event.when', { when }),
    t('event.where', { where: event.location }),
    t('event.seeYou'),
  ];
  const details = t('event.details');
  return {
    subject: t('event.subject', { title: event.title }),
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, details, url)}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(details)}</a></p></body></html>`,
  };
}
