import { messages, passwordRefusal, passwordTexts } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { englishOf, loadDomainText } from './domain-text';

describe('englishOf', () => {
  it('finds the English a translated server message came from, keeping a field prefix', async () => {
    const spanish = await loadDomainText('es');
    const tooCommon = spanish.get(passwordTexts.tooCommon) ?? '';
    expect(tooCommon).not.toBe(passwordTexts.tooCommon);
    expect(englishOf(tooCommon, 'es')).toBe(passwordTexts.tooCommon);
    expect(englishOf(`password: ${tooCommon}`, 'es')).toBe(`password: ${passwordTexts.tooCommon}`);
    // So a matcher written against the English still recognises the Spanish refusal.
    expect(passwordRefusal(tooCommon)).toBeNull();
    expect(passwordRefusal(englishOf(`password: ${tooCommon}`, 'es'))).toBe(passwordTexts.tooCommon);
  });

  it('leaves text the catalogue does not know, and locales not loaded, as they are', async () => {
    await loadDomainText('fr');
    expect(englishOf('Quelque chose de nouveau', 'fr')).toBe('Quelque chose de nouveau');
    expect(englishOf(messages.errors.internal, 'pt-BR')).toBe(messages.errors.internal);
  });
});
