// @vitest-environment happy-dom
import type { PostType } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import en from '../messages/en.json';
import { Composer } from './composer';

const t = en;
const SPACE = '6f1c2a4e-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const radio = (type: PostType) => screen.getByRole('radio', { name: t[`postTypes.${type}`] });
const tabStops = () => screen.getAllByRole('radio').filter((r) => r.tabIndex === 0);

describe("the composer's post-type radio group", () => {
  it('is one Tab stop, the checked radio; arrows, Home and End move choice and focus together', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Composer spaceId={SPACE} />);

    expect(tabStops()).toEqual([radio('post')]);
    radio('post').focus();

    await user.keyboard('{ArrowRight}');
    expect(radio('image').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('image'));
    expect(tabStops()).toEqual([radio('image')]);
    expect(screen.getByLabelText(t['composer.chooseImage'])).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('video'));
    await user.keyboard('{End}');
    expect(radio('event').getAttribute('aria-checked')).toBe('true');
    // Past the last radio the choice wraps round to the first, and back again.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('post'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radio('event'));
    await user.keyboard('{Home}');
    expect(radio('post').getAttribute('aria-checked')).toBe('true');
    expect(tabStops()).toEqual([radio('post')]);

    // Tab leaves the group at once: the other radios are not Tab stops.
    await user.tab();
    expect(screen.getAllByRole('radio')).not.toContain(document.activeElement);
  });
});
