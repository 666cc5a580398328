import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { tokenize } from './linkify';

/** Post or comment text: rendered as text, with safe links and @mentions (links open in a new tab). */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-wrap break-words', className)}>
      {tokenize(text).map((token, i) => {
        const key = `${i}-${token.kind}`;
        if (token.kind === 'link') {
          return (
            <a
              key={key}
              href={token.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="text-link underline underline-offset-2"
            >
              {token.value}
            </a>
          );
        }
        if (token.kind === 'mention') {
          return (
            <Link key={key} to={`/profile/${token.username}`} className="font-medium text-link hover:underline">
              {token.value}
            </Link>
          );
        }
        return <span key={key}>{token.value}</span>;
      })}
    </p>
  );
}
