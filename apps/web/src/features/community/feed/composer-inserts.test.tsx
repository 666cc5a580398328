// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import en from '../messages/en.json';
import { LinkInsert } from './composer-inserts';
import { linkInsertText } from './link-insert';

const t = en;

async function openLinkInsert() {
  const onInsert = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LinkInsert onInsert={onInsert} />);
  await user.click(screen.getByRole('button', { name: t['insert.link'] }));
  const field = screen.getByRole('textbox', { name: t['insert.linkUrl'] });
  const insert = async (typed: string) => {
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: t['insert.insert'] }));
  };
  return { onInsert, field, insert };
}

describe('LinkInsert', () => {
  it('refuses an address that is not a safe web address, under the field', async () => {
    const { onInsert, field, insert } = await openLinkInsert();
    for (const typed of ['javascript:alert(1)', 'https://x.example/\\evil']) {
      await insert(typed);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe(linkInsertText.invalid);
    }
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('inserts a web address, with https:// when none was typed', async () => {
    const { onInsert, insert } = await openLinkInsert();
    await insert('stories.example/club');
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith('https://stories.example/club '));
    expect(screen.queryByRole('textbox', { name: t['insert.linkUrl'] })).toBeNull();
  });
});
