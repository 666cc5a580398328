// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, SubmitButton } from './button';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Sheet } from './sheet';

afterEach(cleanup);

/** A dialog with no Radix Trigger, mounted only while open: the case that used to drop focus on <body>. */
function MountedWhileOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open feature</Button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined} closeLabel="Close">
            <DialogTitle>Feature</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** A dialog opened from a menu item, which is gone once the menu closes. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Page text</p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Post actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Edit</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button>Elsewhere</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} closeLabel="Cancel">
          <DialogTitle>Edit post</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Drawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      {open && (
        <Sheet open onOpenChange={setOpen} title="Menu">
          <a href="#x">Home</a>
        </Sheet>
      )}
    </>
  );
}

describe('dialogs give focus back to their opener', () => {
  it('a dialog without a trigger, mounted only while open, on Escape', async () => {
    const user = userEvent.setup();
    render(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Open feature' });
    await user.tab();
    expect(opener).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Feature' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a dialog opened from a menu item goes back to the menu’s button', async () => {
    const user = userEvent.setup();
    render(<FromMenu />);
    const trigger = screen.getByRole('button', { name: 'Post actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit post' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('the menu drawer, on its close button', async () => {
    const user = userEvent.setup();
    render(<Drawer />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('menus', () => {
  it('are non-modal: the page behind an open menu is not aria-hidden', async () => {
    const user = userEvent.setup();
    render(<FromMenu />);
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    await screen.findByRole('menu');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Page text').closest('[data-aria-hidden]')).toBeNull();
  });
});

function Form({ onSubmit, busy }: { onSubmit: (event: FormEvent) => void; busy: boolean }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <input aria-label="Name" />
      <SubmitButton busy={busy} busyText="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}

describe('busy buttons', () => {
  it('keep focus and refuse to submit while busy, instead of becoming disabled', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Form onSubmit={onSubmit} busy={false} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<Form onSubmit={onSubmit} busy />);
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toBe(button);
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.keyboard('{Enter}');
    await user.click(busy);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<Form onSubmit={onSubmit} busy={false} />);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
