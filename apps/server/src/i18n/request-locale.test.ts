import { errorText, SERVER_TEXT, UI_LOCALES } from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../plugins/errors.js';
import { headerLocale, requestLocale } from './request-locale.js';
import { translator } from './translate.js';

/** A guest's request as the locale sees it: headers only (no session cookie, so no database). */
const guest = (acceptLanguage?: string) =>
  ({
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    server: {},
    log: { warn() {} },
  }) as unknown as FastifyRequest;

describe('requestLocale', () => {
  it('reads a guest’s Accept-Language, English when nothing shipped is asked for', async () => {
    expect(await requestLocale(guest('pt-PT,pt;q=0.9'))).toBe('pt-BR');
    expect(await requestLocale(guest('de-DE, fr;q=0.5'))).toBe('fr');
    expect(await requestLocale(guest('de-DE'))).toBe('en');
    expect(await requestLocale(guest())).toBe('en');
    expect(headerLocale(guest('es-419'))).toBe('es');
  });

  it('is worked out once per request', () => {
    const request = guest('fr');
    expect(requestLocale(request)).toBe(requestLocale(request));
  });
});

describe('localizeMessage', () => {
  it('tells a catalogue text in the locale, and leaves English and unknown texts as they are', () => {
    expect(localizeMessage('es', errorText['general.notFound'])).toBe('No encontrado');
    expect(localizeMessage('en', errorText['general.notFound'])).toBe('Not found');
    expect(localizeMessage('fr', 'Something only this route says')).toBe('Something only this route says');
  });

  it('keeps a field’s name before its message', () => {
    expect(localizeMessage('pt-BR', `email: ${errorText['email.invalid']}`)).toBe(
      'email: Digite um endereço de e-mail válido',
    );
    expect(localizeMessage('fr', `agenda.0.title: ${errorText['events.titleRequired']}`)).toBe(
      'agenda.0.title: Donne un titre à l’événement',
    );
    expect(localizeMessage('es', 'name: not a known text')).toBe('name: not a known text');
  });
});

describe('the errors catalogue through the translator', () => {
  it('reads every text without placeholders back exactly as written, in every locale', () => {
    for (const locale of UI_LOCALES) {
      const t = translator(locale);
      for (const [key, text] of Object.entries(SERVER_TEXT[locale])) {
        if (!key.startsWith('errors.') || text.includes('{')) continue;
        expect(t(key), `${locale} ${key}`).toBe(text);
      }
    }
  });
});
