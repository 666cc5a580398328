import { uiText } from '@storyloom/domain';
import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {uiText.shell.brand}
    </Link>
  );
}
