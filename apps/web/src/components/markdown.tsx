import { createContext, type JSX, useContext } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';

/** The output level a markdown `#` heading takes; deeper headings follow it, down to h6. */
type HeadingLevel = 2 | 3 | 4 | 5 | 6;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type HeadingProps = JSX.IntrinsicElements['h1'] & ExtraProps;

/** Sizes follow the markdown depth (`#` is the largest), whatever level the heading is output at. */
const headingClasses = [
  'text-xl font-bold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-base font-medium',
  'text-sm font-semibold',
  'text-sm font-medium',
];

/** The level `#` becomes in the text being rendered (see `Markdown`'s `headingLevel`). */
const TopHeading = createContext<HeadingLevel>(3);

function Heading({ depth, node: _node, className, ...props }: HeadingProps & { depth: number }) {
  const top = useContext(TopHeading);
  const Tag = `h${Math.min(6, top + depth - 1)}` as HeadingTag;
  return <Tag className={cn('mt-2 leading-snug', headingClasses[depth - 1], className)} {...props} />;
}

const components: Components = {
  h1: (props) => <Heading depth={1} {...props} />,
  h2: (props) => <Heading depth={2} {...props} />,
  h3: (props) => <Heading depth={3} {...props} />,
  h4: (props) => <Heading depth={4} {...props} />,
  h5: (props) => <Heading depth={5} {...props} />,
  h6: (props) => <Heading depth={6} {...props} />,
  p: ({ node: _node, ...props }) => <p className="leading-relaxed" {...props} />,
  // Links leave the app: a new tab that gets neither our window (opener) nor the page address (referrer).
  a: ({ node: _node, className, ...props }) => (
    <a
      {...props}
      className={cn('font-medium text-link underline underline-offset-4 hover:no-underline', className)}
      target="_blank"
      rel="noopener noreferrer"
    />
  ),
  ul: ({ node: _node, ...props }) => <ul className="flex list-disc flex-col gap-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="flex list-decimal flex-col gap-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1 [&>ol]:mt-1 [&>ul]:mt-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-l-4 border-border pl-4 text-muted-foreground italic" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-sm [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  hr: ({ node: _node, ...props }) => <hr className="border-border" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold" {...props} />,
};

/**
 * Markdown written by members or instructors (lesson bodies, the studio's preview), rendered without
 * raw HTML: HTML in the source is dropped (`skipHtml`), link addresses go through react-markdown's
 * safe URL filter (no `javascript:`), and images are not shown (the CSP allows only our own, and
 * a remote image would tell its host who reads the lesson). `headingLevel` is the level `#` becomes,
 * so the text's headings sit below the page's own; `size` is the body text's size (`cn` does not
 * merge Tailwind classes, so set it here rather than through `className`).
 */
export function Markdown({
  children,
  headingLevel = 3,
  size = 'base',
  className,
}: {
  children: string;
  headingLevel?: HeadingLevel;
  size?: 'sm' | 'base';
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 break-words', size === 'sm' ? 'text-sm' : 'text-base', className)}>
      <TopHeading value={headingLevel}>
        <ReactMarkdown skipHtml disallowedElements={['img']} components={components}>
          {children}
        </ReactMarkdown>
      </TopHeading>
    </div>
  );
}
