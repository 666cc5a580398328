import { landingText, publicText } from '@storyloom/domain';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SocialLinks } from '@/components/social-links';
import { Card } from '@/components/ui/card';

const rows = [
  { icon: Mail, label: publicText.email, value: publicText.contactEmail, href: `mailto:${publicText.contactEmail}` },
  {
    icon: Phone,
    label: publicText.phone,
    value: publicText.contactPhone,
    href: `tel:${publicText.contactPhone.replace(/[^+\d]/g, '')}`,
  },
  { icon: MapPin, label: publicText.address, value: publicText.contactAddress },
] as const;

/** Contact details beside the form (placeholders until the real ones exist). */
export function ContactInfoPanel() {
  return (
    <Card className="flex flex-col gap-6 bg-gradient-to-br from-primary/10 via-surface to-surface p-6 md:p-8">
      <h2 className="text-xl font-bold tracking-tight">{publicText.contactInfo}</h2>
      <ul className="flex flex-col gap-5">
        {rows.map(({ icon: Icon, label, value, ...rest }) => (
          <li key={label} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-link">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium">{label}</p>
              {'href' in rest ? (
                <a href={rest.href} className="text-sm break-words text-link hover:underline">
                  {value}
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">{value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div>
        <p className="mb-3 text-sm font-medium">{publicText.followUs}</p>
        <SocialLinks names={landingText.footer.socialLinks} label={publicText.followUs} />
      </div>
    </Card>
  );
}
