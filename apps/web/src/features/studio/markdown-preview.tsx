import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { cn } from '@/lib/utils';

/** Headings, lists, quotes and code look like text in the app (there is no typography plugin). */
const prose = [
  'flex flex-col gap-3 text-sm leading-relaxed break-words',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:font-semibold [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
  '[&_hr]:border-border',
].join(' ');

/** Links leave the app in a new tab and give the page they open no handle on ours. */
const components: Components = {
  a: ({ node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="text-link underline underline-offset-4" />
  ),
};

/**
 * A lesson's markdown as a learner reads it. Raw HTML in the text is dropped (`skipHtml`), never
 * rendered; react-markdown's default URL filter already refuses `javascript:` and the like.
 */
export function MarkdownPreview({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn(prose, className)}>
      <Markdown skipHtml components={components}>
        {source}
      </Markdown>
    </div>
  );
}
