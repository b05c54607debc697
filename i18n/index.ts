/**
 * The Spanish catalogue: every ra.* key of react-admin 5 (ra.ts), the resources'
 * names and fields (from their declarations) and the app's own texts (app.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { resourceDeclarations } from '../resources/registry';
import { appMessages } from './app';
import { disciplinaryMessages } from './modules/disciplinary';
import { educationMessages } from './modules/education';
import { engineMessages } from './modules/engine';
import { placeholderMessages } from './modules/placeholders';
import { medicalMessages } from './modules/medical';
import { permitsMessages } from './modules/permits';
import { raSpanishMessages } from './ra';

function resourceMessages() {
  return Object.fromEntries(
    resourceDeclarations.map((d) => [
      d.name,
      {
        name: `${d.label.one} |||| ${d.label.many}`,
        fields: Object.fromEntries(Object.entries(d.fields).map(([name, field]) => [name, field.label])),
        messages: {
          created: d.messages?.created ?? `${d.label.one} guardado exitosamente`,
          updated: d.messages?.updated ?? `${d.label.one} guardado exitosamente`,
          deleted: d.messages?.deleted ?? `${d.label.one} eliminado exitosamente`,
          ...Object.fromEntries((d.actions ?? []).map((a) => [a.path, a.message])),
        },
        actions: Object.fromEntries((d.actions ?? []).map((a) => [a.path, a.label])),
      },
    ]),
  );
}

export const spanishMessages: TranslationMessages = {
  ...raSpanishMessages,
  resources: resourceMessages(),
  app: { ...appMessages, engine: engineMessages, education: educationMessages, placeholders: placeholderMessages, medical: medicalMessages, permits: permitsMessages, disciplinary: disciplinaryMessages },
};

export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: false,
});
