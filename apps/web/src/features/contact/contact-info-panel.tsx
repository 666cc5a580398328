import { Mail, MapPin, Phone } from 'lucide-react';
import { SocialLinks } from '@/components/social-links';
import { Card } from '@/components/ui/card';
import { type ContactKey, useT } from './i18n';

// Placeholders until the real ones exist; they read the same in every language.
const CONTACT_EMAIL = 'hello@storyloom.example';
const CONTACT_PHONE = '+1 (555) 010-0199';

type Row = { icon: typeof Mail; label: ContactKey } & ({ value: string; href: string } | { valueKey: ContactKey });

const rows: Row[] = [
  { icon: Mail, label: 'info.email', value: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
  { icon: Phone, label: 'info.phone', value: CONTACT_PHONE, href: `tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}` },
  { icon: MapPin, label: 'info.address', valueKey: 'info.addressValue' },
];

/** Contact details beside the form (placeholders until the real ones exist). */
export function ContactInfoPanel() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-6 bg-gradient-to-br from-primary/10 via-surface to-surface p-6 md:p-8">
      <h2 className="text-xl font-bold tracking-tight">{t('info.title')}</h2>
      <ul className="flex flex-col gap-5">
        {rows.map(({ icon: Icon, label, ...row }) => (
          <li key={label} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-link">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium">{t(label)}</p>
              {'href' in row ? (
                <a href={row.href} dir="ltr" className="text-sm break-words text-link hover:underline">
                  {row.value}
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">{t(row.valueKey)}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div>
        <p className="mb-3 text-sm font-medium">{t('info.followUs')}</p>
        <SocialLinks label={t('info.followUs')} />
      </div>
    </Card>
  );
}
