// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AudienceNote } from './audience-note';
import en from './messages/en.json';
import ptBR from './messages/pt-BR.json';
import { audienceText } from './texts';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('AudienceNote', () => {
  it('says who will see it, in the spec’s English', () => {
    renderWithProviders(<AudienceNote>{audienceText.publicPost}</AudienceNote>);
    expect(screen.getByText(en['audience.publicPost'])).toBeTruthy();
  });

  it('says it in the reader’s language', async () => {
    await act(() => activateLocale('pt-BR'));
    renderWithProviders(<AudienceNote>{audienceText.profile}</AudienceNote>);
    expect(await screen.findByText(ptBR['audience.profile'])).toBeTruthy();
  });
});
