import { CHILDREN_PRIVACY_NOTICE, PRIVACY_NOTICE, privacyPageText } from '@storyloom/domain';
import { NoticeView } from './notice-view';
import { RetentionTable } from './retention-table';

/** /privacy: the privacy notice with the retention table, from the same data as docs/retention.md. */
export function PrivacyPage() {
  return (
    <NoticeView
      notice={PRIVACY_NOTICE}
      extra={{ retention: <RetentionTable /> }}
      related={{ label: privacyPageText.childrenLink, to: '/privacy/children' }}
    />
  );
}

/** /privacy/children: the children's privacy notice, the version parents approve against. */
export function ChildrenPrivacyPage() {
  return <NoticeView notice={CHILDREN_PRIVACY_NOTICE} related={{ label: privacyPageText.fullLink, to: '/privacy' }} />;
}
