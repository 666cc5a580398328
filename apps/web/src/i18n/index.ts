export { type CommonKey, useCommonT } from './common';
export { useDomainText } from './domain-text';
export { activateLocale, i18n } from './i18n';
export { guestLocale, htmlLangOf, storeGuestLocale } from './locale-state';
export { LocaleSync } from './locale-sync';
export { type MessageValues, namespace, type Translate, useActiveLocale } from './namespace';
export { signupPreferences } from './signup-preferences';
