// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WebsiteLink } from './website-link';

afterEach(cleanup);

describe('WebsiteLink', () => {
  it('links an http(s) address, opening it apart from this page', () => {
    render(<WebsiteLink website="https://robin.example/stories" />);
    const link = screen.getByRole('link', { name: 'robin.example/stories' });
    expect(link.getAttribute('href')).toBe('https://robin.example/stories');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer ugc');
  });

  it.each([
    'javascript:alert(1)',
    'https://robin.example/\\evil',
    '//evil.example',
    '/settings',
    'https://robin.example@evil.example/',
    'data:text/html,hi',
  ])('shows %s as text, never as a link', (website) => {
    render(<WebsiteLink website={website} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(website.replace(/^https?:\/\//, ''))).toBeTruthy();
  });
});
