// @vitest-environment happy-dom
import { consentPendingMessage, maskEmail } from '@storyloom/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { QueryState } from './query-state';

afterEach(cleanup);

const text = { failed: 'Could not load the feed', retry: 'Try again' };
const failedWith = (error: unknown) => ({ data: undefined, error, refetch: () => undefined });

describe('QueryState after a failure', () => {
  it('says what is waiting to an account waiting for a parent (the server’s first sentence), with no retry', () => {
    const message = consentPendingMessage(maskEmail('pat@example.com'));
    render(<QueryState query={failedWith(new ApiError(403, 'consent_pending', message))} text={text} />);
    const shown = screen.getByRole('alert').textContent ?? '';
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(message.length);
    expect(message.startsWith(shown)).toBe(true);
    expect(shown).not.toContain(text.failed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows its own text and a retry for any other failure', () => {
    render(<QueryState query={failedWith(new ApiError(500, 'internal', 'boom'))} text={text} />);
    expect(screen.getByRole('alert').textContent).toContain(text.failed);
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  });
});
