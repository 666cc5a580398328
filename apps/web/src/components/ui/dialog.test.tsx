// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

afterEach(cleanup);

function widthClasses(className?: string) {
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined} className={className}>
        <DialogTitle>Wide or not</DialogTitle>
      </DialogContent>
    </Dialog>,
  );
  return [...screen.getByRole('dialog').classList].filter((c) => c.includes('max-w-'));
}

describe('DialogContent width', () => {
  it('is max-w-lg unless the caller gives a width', () => {
    expect(widthClasses()).toEqual(['max-w-lg']);
  });

  it('takes the caller’s width alone, so a wide dialog is not capped by the default', () => {
    expect(widthClasses('max-w-2xl')).toEqual(['max-w-2xl']);
    expect(widthClasses('p-5 max-w-3xl')).toEqual(['max-w-3xl']);
  });

  it('keeps the default below a breakpoint-only width', () => {
    expect(widthClasses('md:max-w-5xl')).toEqual(['max-w-lg', 'md:max-w-5xl']);
  });
});
