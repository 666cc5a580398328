// @vitest-environment happy-dom
import { instantFromLocalInput, type PostType, postMessages, systemTimeZone } from '@storyloom/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { Composer } from './composer';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const t = en;
const SPACE = '6f1c2a4e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

const postButton = () => screen.getByRole('button', { name: t['composer.publish'] });
const typeRadio = (type: PostType) => screen.getByRole('radio', { name: t[`postTypes.${type}`] });
const textBox = () => screen.getByRole('textbox', { name: t['composer.label'] });

function setup() {
  const fetchMock = mockFetch(({ url, method, body }) =>
    url === '/api/posts' && method === 'POST' ? json({ id: 'p1', ...(body as object) }, 201) : undefined,
  );
  const user = userEvent.setup();
  renderWithProviders(<Composer spaceId={SPACE} />);
  return { fetchMock, user };
}

describe('Composer publish rules', () => {
  it('a text post needs text that is not blank', async () => {
    const { user } = setup();
    expect(typeRadio('post').getAttribute('aria-checked')).toBe('true');
    expect(postButton()).toHaveProperty('disabled', true);
    await user.type(textBox(), '   ');
    expect(postButton()).toHaveProperty('disabled', true);
    await user.type(textBox(), 'Hello');
    expect(postButton()).toHaveProperty('disabled', false);
  });

  it.each(['image', 'video'] as const)('%s post: needs its file, text or not', async (kind) => {
    const { user } = setup();
    await user.type(textBox(), 'Look at this');
    await user.click(typeRadio(kind));
    expect(postButton()).toHaveProperty('disabled', true);
    const input = screen.getByLabelText(kind === 'image' ? t['composer.chooseImage'] : t['composer.chooseVideo']);
    const file = new File(['x'], kind === 'image' ? 'a.png' : 'a.mp4', {
      type: kind === 'image' ? 'image/png' : 'video/mp4',
    });
    await user.upload(input, file);
    expect(postButton()).toHaveProperty('disabled', false);
    await user.clear(textBox());
    expect(postButton()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: t['composer.removeMedia'] }));
    expect(postButton()).toHaveProperty('disabled', true);
  });

  it('an event needs its title and date (and text)', async () => {
    const { user } = setup();
    await user.click(typeRadio('event'));
    await user.type(textBox(), 'Join us');
    expect(postButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(t['composer.eventTitle']), 'Story night');
    expect(postButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(t['composer.eventDate']), { target: { value: '2030-05-01T18:30' } });
    expect(postButton()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText(t['composer.eventTitle']));
    expect(postButton()).toHaveProperty('disabled', true);
  });

  it('publishes a text post with the right body', async () => {
    const { fetchMock, user } = setup();
    await user.type(textBox(), 'Hello community');
    await user.click(postButton());
    await waitFor(() => expect(textBox()).toHaveProperty('value', ''));
    expect(sentBodies(fetchMock, 'POST', '/api/posts')).toEqual([
      { type: 'post', content: 'Hello community', visibility: 'public', spaceId: SPACE },
    ]);
  });

  it('publishes a private event post, then resets to a public text post', async () => {
    const { fetchMock, user } = setup();
    await user.click(typeRadio('event'));
    await user.type(textBox(), 'Join us');
    await user.type(screen.getByLabelText(t['composer.eventTitle']), 'Story night');
    fireEvent.change(screen.getByLabelText(t['composer.eventDate']), { target: { value: '2030-05-01T18:30' } });
    await user.selectOptions(screen.getByRole('combobox', { name: t['visibility.label'] }), 'private');
    await user.click(postButton());

    await waitFor(() => expect(typeRadio('post').getAttribute('aria-checked')).toBe('true'));
    expect(sentBodies(fetchMock, 'POST', '/api/posts')).toEqual([
      {
        type: 'event',
        content: 'Join us',
        visibility: 'private',
        spaceId: SPACE,
        event: {
          title: 'Story night',
          startsAt: instantFromLocalInput('2030-05-01T18:30', systemTimeZone())?.toISOString(),
          location: '',
          type: 'workshop',
        },
      },
    ]);
    expect(typeRadio('event').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByLabelText(t['composer.eventTitle'])).toBeNull();
    expect(screen.getByRole('combobox', { name: t['visibility.label'] })).toHaveProperty('value', 'public');
    expect(textBox()).toHaveProperty('value', '');
    expect(postButton()).toHaveProperty('disabled', true);
  });

  it.each([
    ['video_location', postMessages.videoLocation],
    ['video_error', postMessages.videoBroken],
  ])('a video the server refuses (%s): its message in the failure toast, the draft kept', async (code, message) => {
    mockFetch(({ url, method }) =>
      url === '/api/posts/media' && method === 'POST' ? json({ error: { code, message } }, 400) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<Composer spaceId={SPACE} />);
    await user.type(textBox(), 'My skate clip');
    await user.click(typeRadio('video'));
    await user.upload(
      screen.getByLabelText(t['composer.chooseVideo']),
      new File(['x'], 'clip.mp4', { type: 'video/mp4' }),
    );
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.success).mockClear();
    await user.click(postButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(t['composer.publishFailed'], { description: message }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(textBox()).toHaveProperty('value', 'My skate clip');
    expect(postButton()).toHaveProperty('disabled', false);
  });
});
