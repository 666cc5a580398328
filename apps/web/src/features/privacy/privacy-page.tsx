import { CHILD_NOTICE_VERSION, PRIVACY_NOTICE_VERSION } from '@storyloom/domain';
import { NoticeView } from './notice-view';
import { CHILDREN_SECTIONS, PRIVACY_SECTIONS } from './notices';
import { RetentionTable } from './retention-table';

/** /privacy: the privacy notice with the retention table, from the same rules as docs/retention.md. */
export function PrivacyPage() {
  return (
    <NoticeView
      titleKey="notice.title"
      introKey="notice.intro"
      version={PRIVACY_NOTICE_VERSION}
      sections={PRIVACY_SECTIONS}
      extra={{ retention: <RetentionTable /> }}
      related={{ label: 'childrenLink', to: '/privacy/children' }}
    />
  );
}

/** /privacy/children: the children's privacy notice, the version parents approve against. */
export function ChildrenPrivacyPage() {
  return (
    <NoticeView
      titleKey="children.title"
      introKey="children.intro"
      version={CHILD_NOTICE_VERSION}
      sections={CHILDREN_SECTIONS}
      related={{ label: 'fullLink', to: '/privacy' }}
    />
  );
}
