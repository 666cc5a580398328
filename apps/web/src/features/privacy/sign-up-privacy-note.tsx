import { privacyPageText } from '@storyloom/domain';
import { Link } from 'react-router';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/** Under a sign-up form: where to read what we do with the data asked for. */
export function SignUpPrivacyNote() {
  return (
    <p className="mt-4 text-center text-xs text-muted-foreground">
      {privacyPageText.signUpNote}{' '}
      <Link to="/privacy" className={linkClass}>
        {privacyPageText.noticeLink}
      </Link>{' '}
      ·{' '}
      <Link to="/privacy/children" className={linkClass}>
        {privacyPageText.childrenLink}
      </Link>
    </p>
  );
}
