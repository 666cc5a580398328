import { publicText } from '@storyloom/domain';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BackHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {publicText.backHome}
    </Link>
  );
}
