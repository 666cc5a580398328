import { PublicFormPage } from '@/components/public-form-page';
import { ContactForm } from './contact-form';
import { ContactInfoPanel } from './contact-info-panel';
import { useT } from './i18n';

export function ContactPage() {
  const t = useT();
  return (
    <PublicFormPage
      title={t('title')}
      intro={t('intro')}
      thanks={{
        title: t('thankYou'),
        text: t('thanks'),
        actionLabel: t('sendAnother'),
      }}
      form={(onDone) => <ContactForm onSent={onDone} />}
      aside={<ContactInfoPanel />}
    />
  );
}
