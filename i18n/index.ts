/**
 * The Spanish catalogue: every ra.* key of react-admin 5 (ra.ts), the resources'
 * names and fields (from their declarations) and the app's own texts (app.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { resourceDeclarations } from '../resources/registry';
import { appMessages } from './app';
import { raSpanishMessages } from './ra';

function resourceMessages() {
  return Object.fromEntries(
    resourceDeclarations.map((d) => [
      d.name,
      {
        name: `${d.label.one} |||| ${d.label.many}`,
        fields: Object.fromEntries(Object.entries(d.fields).map(([name, field]) => [name, field.label])),
      },
    ]),
  );
}

export const spanishMessages: TranslationMessages = {
  ...raSpanishMessages,
  resources: resourceMessages(),
  app: appMessages,
};

export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: false,
});
