import { publicMessages, publicText, uiText } from '@storyloom/domain';
import { PublicFormPage } from '@/components/public-form-page';
import { BenefitsPanel } from './benefits-panel';
import { WaitingListForm } from './waiting-list-form';

export function WaitingListPage() {
  return (
    <PublicFormPage
      title={uiText.pages.waitingList}
      intro={publicText.waitingListIntro}
      thanks={{
        title: publicMessages.waitingList.thankYou,
        text: publicText.waitingListThanks,
        actionLabel: publicMessages.waitingList.addAnother,
      }}
      form={(onDone) => <WaitingListForm onDone={onDone} />}
      aside={<BenefitsPanel />}
    />
  );
}
