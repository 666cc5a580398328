import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useCommonT } from '@/i18n';

export function BackHomeLink() {
  const t = useCommonT();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('shell.backHome')}
    </Link>
  );
}
