// @vitest-environment happy-dom
import { businessRequestSchema, storyRequestSchema } from '@storyloom/domain';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { useZodForm } from './use-zod-form';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

const profile = z.object({ username: z.string().trim().min(3), bio: z.string() });

/** Like a form component, it reads the errors while rendering (that is what makes them update). */
function withErrors<T extends { formState: { errors: unknown } }>(form: T): T {
  void form.formState.errors;
  return form;
}

function profileForm(options: Partial<Parameters<typeof useZodForm<typeof profile>>[1]> = {}) {
  return renderHook(() =>
    withErrors(
      useZodForm(profile, {
        defaultValues: { username: 'robin', bio: '' },
        failure: { title: 'Could not save', fallback: 'Please try again' },
        ...options,
      }),
    ),
  ).result;
}

describe('useZodForm', () => {
  it('hands the handler the parsed values, with the schema defaults', async () => {
    const form = renderHook(() =>
      useZodForm(storyRequestSchema, { defaultValues: { prompt: ' a comet ' }, failure: { fallback: 'x' } }),
    ).result;
    const handler = vi.fn();
    await act(() => form.current.submit(handler)());
    expect(handler).toHaveBeenCalledWith({ prompt: 'a comet', contentType: 'story-outline', genre: 'fantasy' });
  });

  it('puts the first message of each field under it and does not submit', async () => {
    const form = renderHook(() =>
      withErrors(
        useZodForm(businessRequestSchema, {
          defaultValues: { description: '  ', goal: 'conquer' as never },
          failure: { fallback: 'x' },
        }),
      ),
    ).result;
    const handler = vi.fn();
    await act(() => form.current.submit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(form.current.formState.errors.description?.message).toBe('This field is required');
    expect(form.current.formState.errors.goal?.message).toEqual(expect.any(String));
  });

  it('is busy while the handler runs and ignores a second submit meanwhile', async () => {
    const form = profileForm();
    let finish: () => void = () => undefined;
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = form.current.submit(handler)();
      await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    });
    expect(form.current.busy).toBe(true);
    await act(() => form.current.submit(handler)());
    expect(handler).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(form.current.busy).toBe(false);
  });

  it('puts a 400 that names a field under that field, without a toast', async () => {
    const form = profileForm();
    const error = new ApiError(400, 'validation_failed', 'username: This username is not allowed');
    await act(() => form.current.submit(() => Promise.reject(error))());
    expect(form.current.formState.errors.username?.message).toBe('This username is not allowed');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts a failure whose code belongs to a field under it', async () => {
    const form = profileForm({ fieldErrors: { username_taken: 'username' } });
    const error = new ApiError(409, 'username_taken', 'This username is already taken');
    await act(() => form.current.submit(() => Promise.reject(error))());
    expect(form.current.formState.errors.username?.message).toBe('This username is already taken');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts any other failure: the server message, or the fallback', async () => {
    const form = profileForm();
    await act(() => form.current.submit(() => Promise.reject(new ApiError(409, 'conflict', 'Taken')))());
    expect(toast.error).toHaveBeenLastCalledWith('Could not save', { description: 'Taken' });
    // A 400 naming a field the form does not have is not a field error.
    await act(() => form.current.submit(() => Promise.reject(new ApiError(400, 'validation_failed', 'x: y')))());
    expect(toast.error).toHaveBeenLastCalledWith('Could not save', { description: 'x: y' });
    await act(() => form.current.submit(() => Promise.reject(new TypeError('Failed to fetch')))());
    expect(toast.error).toHaveBeenLastCalledWith('Could not save', { description: 'Please try again' });
    expect(form.current.formState.errors.username).toBeUndefined();

    const untitled = profileForm({ failure: { fallback: 'Please try again' } });
    await act(() => untitled.current.submit(() => Promise.reject(new TypeError('offline')))());
    expect(toast.error).toHaveBeenLastCalledWith('Please try again');
  });

  it('leaves a failure to the caller when asked, or to `failure` when the form shows no field messages', async () => {
    const failure = vi.fn();
    const form = profileForm({ failure, namedFields: false });
    const error = new ApiError(400, 'validation_failed', 'username: Not allowed');
    await act(() => form.current.submit(() => Promise.reject(error))());
    expect(failure).toHaveBeenCalledWith(error, expect.any(Function));
    expect(form.current.formState.errors.username).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("puts a 400 under the field when it uses the server's name for it, or when `messageFields` claims it", async () => {
    const form = profileForm({
      fieldAliases: { handle: 'username' },
      messageFields: [{ field: 'bio', match: (m) => (m.startsWith('Bio ') ? m.slice(4) : null) }],
    });
    await act(() =>
      form.current.submit(() => Promise.reject(new ApiError(400, 'validation_failed', 'handle: Not allowed')))(),
    );
    expect(form.current.formState.errors.username?.message).toBe('Not allowed');
    await act(() =>
      form.current.submit(() => Promise.reject(new ApiError(400, 'validation_failed', 'Bio too long')))(),
    );
    expect(form.current.formState.errors.bio?.message).toBe('too long');
    // Only a 400: the same words with another status are the form's failure.
    await act(() => form.current.submit(() => Promise.reject(new ApiError(409, 'conflict', 'Bio taken')))());
    expect(toast.error).toHaveBeenLastCalledWith('Could not save', { description: 'Bio taken' });
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

const emailOnly = z.object({ email: z.email('Enter a valid email') });

/** A form checked on blur, with the submit button below the field, as on the waiting list. */
function BlurForm({ onValid, onInvalid }: { onValid: () => void; onInvalid: () => void }) {
  const form = useZodForm(emailOnly, { mode: 'onTouched', defaultValues: { email: '' }, failure: { fallback: 'x' } });
  const error = form.formState.errors.email?.message;
  return (
    <form onSubmit={form.submit(onValid, onInvalid)} noValidate>
      <input aria-label="Email" {...form.register('email')} />
      {error && <p>{error}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm checks on blur', () => {
  it('shows the message as soon as focus leaves the field by keyboard', async () => {
    render(<BlurForm onValid={vi.fn()} onInvalid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'writer@example' } });
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
  });

  it('waits for a press on the submit button to end, so its click still submits', async () => {
    const onInvalid = vi.fn();
    render(<BlurForm onValid={vi.fn()} onInvalid={onInvalid} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'writer@example' } });
    fireEvent.pointerDown(button);
    fireEvent.blur(screen.getByLabelText('Email'));
    // Nothing moves under the pointer while it is down.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Enter a valid email')).toBeNull();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
  });
});
