import { Link } from 'react-router';
import { useCommonT } from '@/i18n';

export function BrandLink() {
  const t = useCommonT();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {t('shell.brand')}
    </Link>
  );
}
