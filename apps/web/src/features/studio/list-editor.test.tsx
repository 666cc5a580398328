// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListEditor } from './list-editor';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ initial, max = 3, onChange }: { initial: string[]; max?: number; onChange: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ListEditor
      list="prerequisites"
      max={max}
      maxLength={200}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ListEditor', () => {
  it('adds a trimmed line with Enter or the button, edits one in place and removes one', async () => {
    const onChange = vi.fn();
    const ui = userEvent.setup();
    renderWithProviders(<Harness initial={['A notebook']} onChange={onChange} />);

    await ui.type(screen.getByRole('textbox', { name: 'New prerequisite' }), '  A camera {Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['A notebook', 'A camera']);
    expect((screen.getByRole('textbox', { name: 'New prerequisite' }) as HTMLInputElement).value).toBe('');

    const add = screen.getByRole('button', { name: 'Add prerequisite' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await ui.type(screen.getByRole('textbox', { name: 'New prerequisite' }), 'Headphones');
    await ui.click(add);
    expect(onChange).toHaveBeenLastCalledWith(['A notebook', 'A camera', 'Headphones']);

    await ui.type(screen.getByRole('textbox', { name: 'Prerequisite 2' }), ' app');
    expect(onChange).toHaveBeenLastCalledWith(['A notebook', 'A camera app', 'Headphones']);

    await ui.click(screen.getByRole('button', { name: 'Remove prerequisite 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['A camera app', 'Headphones']);
    expect((screen.getByRole('textbox', { name: 'Prerequisite 1' }) as HTMLInputElement).value).toBe('A camera app');
  });

  it('offers no new line once the list is full, and ignores a blank one', async () => {
    const onChange = vi.fn();
    const ui = userEvent.setup();
    renderWithProviders(<Harness initial={['One']} max={2} onChange={onChange} />);

    await ui.type(screen.getByRole('textbox', { name: 'New prerequisite' }), '   {Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await ui.type(screen.getByRole('textbox', { name: 'New prerequisite' }), 'Two{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['One', 'Two']);
    expect(screen.queryByRole('textbox', { name: 'New prerequisite' })).toBeNull();
    expect(screen.getByText('At most 2.')).toBeTruthy();
  });
});
