import { Link } from 'react-router';
import { useT } from './i18n';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/** Under a sign-up form: where to read what we do with the data asked for. */
export function SignUpPrivacyNote() {
  const t = useT();
  return (
    <p className="mt-4 text-center text-xs text-muted-foreground">
      {t('signUpNote')}{' '}
      <Link to="/privacy" className={linkClass}>
        {t('noticeLink')}
      </Link>{' '}
      ·{' '}
      <Link to="/privacy/children" className={linkClass}>
        {t('childrenLink')}
      </Link>
    </p>
  );
}
