import { CONSENT_WAIT_DAYS } from '@storyloom/domain';
import { Link } from 'react-router';
import { useT } from '../i18n';
import type en from '../messages/en.json';

type Key = Extract<keyof typeof en, string>;
type Section = { id: string; heading: Key; paragraphs: Key[] };

/** The direct notice's sections (the mail has the same words): what is collected, shown, shared and kept. */
function sections(aiConfigured: boolean): Section[] {
  return [
    {
      id: 'collected',
      heading: 'notice.collected.heading',
      paragraphs: [
        'notice.collected.username',
        'notice.collected.password',
        'notice.collected.birth',
        'notice.collected.email',
      ],
    },
    { id: 'nothing-more', heading: 'notice.nothingMore.heading', paragraphs: ['notice.nothingMore.text'] },
    { id: 'what-they-do', heading: 'notice.whatTheyDo.heading', paragraphs: ['notice.whatTheyDo.text'] },
    {
      id: 'visible',
      heading: 'notice.visible.heading',
      paragraphs: ['notice.visible.members', 'notice.visible.guests'],
    },
    {
      id: 'recipients',
      heading: 'notice.recipients.heading',
      paragraphs: [
        'notice.recipients.mail',
        aiConfigured ? 'notice.recipients.aiProvider' : 'notice.recipients.aiOwnServer',
      ],
    },
    {
      id: 'retention',
      heading: 'notice.retention.heading',
      paragraphs: ['notice.retention.unapproved', 'notice.retention.approved'],
    },
    { id: 'rights', heading: 'notice.rights.heading', paragraphs: ['notice.rights.text'] },
  ];
}

/** The direct notice as the mail has it: every section, then the full children's notice. */
export function NoticeSections({ username, aiConfigured }: { username: string; aiConfigured: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p>{t('notice.intro', { username })}</p>
      {sections(aiConfigured).map((section) => (
        <section key={section.id} aria-labelledby={`notice-${section.id}`} className="flex flex-col gap-1.5">
          <h3 id={`notice-${section.id}`} className="font-semibold">
            {t(section.heading)}
          </h3>
          {section.paragraphs.map((key) => (
            <p key={key} className="text-sm text-muted-foreground">
              {t(key, { days: CONSENT_WAIT_DAYS })}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to="/privacy/children" className="font-medium text-link underline-offset-4 hover:underline">
          {t('notice.fullNotice')}
        </Link>
      </p>
    </div>
  );
}
