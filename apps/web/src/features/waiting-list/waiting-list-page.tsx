import { PublicFormPage } from '@/components/public-form-page';
import { BenefitsPanel } from './benefits-panel';
import { useT } from './i18n';
import { WaitingListForm } from './waiting-list-form';

export function WaitingListPage() {
  const t = useT();
  return (
    <PublicFormPage
      title={t('title')}
      intro={t('intro')}
      thanks={{
        title: t('thankYou'),
        text: t('thanks'),
        actionLabel: t('addAnother'),
      }}
      form={(onDone) => <WaitingListForm onDone={onDone} />}
      aside={<BenefitsPanel />}
    />
  );
}
