import { messages } from '@storyloom/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, toApiError } from './api';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toApiError', () => {
  it('reads the error shape', async () => {
    const error = await toApiError(
      json({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }, 401),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('falls back for bodies that are not the error shape', async () => {
    const html = await toApiError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(html).toMatchObject({ status: 502, code: 'http_502', message: messages.errors.internal });
    const other = await toApiError(json({ message: 'nope' }, 400));
    expect(other).toMatchObject({ status: 400, code: 'http_400', message: messages.errors.validation });
  });

  it('keeps the message of a code the web does not know, under http_<status>', async () => {
    const error = await toApiError(json({ error: { code: 'brand_new', message: 'Something new' } }, 422));
    expect(error).toMatchObject({ status: 422, code: 'http_422', message: 'Something new' });
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(403, 'email_not_verified', 'Verify first'), 'fallback')).toBe('Verify first');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON body on POST, {} when none is given, with same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => json({ expiresAt: 'x' }, 200));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/session/refresh', { method: 'POST' })).resolves.toEqual({ expiresAt: 'x' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session/refresh',
      expect.objectContaining({ method: 'POST', body: '{}', credentials: 'same-origin' }),
    );
  });

  it('sends no body on GET and throws ApiError on failure', async () => {
    const fetchMock = vi.fn(async () => json({ error: { code: 'unauthorized', message: 'Sign in' } }, 401));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.objectContaining({ method: 'GET', body: undefined }));
  });

  it('resolves undefined for an empty success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
