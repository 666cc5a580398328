// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

const SOURCE = [
  '# Plot twists',
  '',
  'Read [the guide](https://example.test/guide) first.',
  '',
  '<script>window.hacked = true</script>',
  '',
  '<img src="x" onerror="window.hacked = true">',
  '',
  'Inline <img src="y" onerror="window.hacked = true"> and ![a remote picture](https://tracker.test/pixel.png) too.',
  '',
  '[bad](javascript:window.hacked=true)',
].join('\n');

describe('Markdown', () => {
  it('renders headings and safe links, and drops raw HTML, images and script links', () => {
    const { container } = render(<Markdown>{SOURCE}</Markdown>);

    // `#` sits below the page's own headings: level 3 by default.
    const heading = screen.getByRole('heading', { name: 'Plot twists' });
    expect(heading.tagName).toBe('H3');

    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link.getAttribute('href')).toBe('https://example.test/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).not.toContain('window.hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    // react-markdown's URL filter empties a javascript: address.
    const bad = screen.getByText('bad').closest('a');
    expect(bad?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('starts headings at the level it is given', () => {
    render(<Markdown headingLevel={2}>{'# Top\n\n## Below'}</Markdown>);
    expect(screen.getByRole('heading', { name: 'Top' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Below' }).tagName).toBe('H3');
  });
});
