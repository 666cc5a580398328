import { publicMessages, publicText, uiText } from '@storyloom/domain';
import { PublicFormPage } from '@/components/public-form-page';
import { ContactForm } from './contact-form';
import { ContactInfoPanel } from './contact-info-panel';

export function ContactPage() {
  return (
    <PublicFormPage
      title={uiText.pages.contact}
      intro={publicText.contactIntro}
      thanks={{
        title: publicMessages.contact.thankYou,
        text: publicText.contactThanks,
        actionLabel: publicMessages.contact.sendAnother,
      }}
      form={(onDone) => <ContactForm onSent={onDone} />}
      aside={<ContactInfoPanel />}
    />
  );
}
