/**
 * The Spanish catalogue: every ra.* key of react-admin 5 (ra.ts), the resources'
 * names and fields (from their declarations) and the app's own texts (app.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import type { ResourceDeclaration } from '../resources/engine/types';
import { defaultWriteMessages } from '../resources/engine/spanish';
import { appMessages } from './app';
import { disciplinaryMessages } from './modules/disciplinary';
import { educationMessages } from './modules/education';
import { engineMessages } from './modules/engine';
import { placeholderMessages } from './modules/placeholders';
import { medicalMessages } from './modules/medical';
import { officerPickerMessages } from './modules/officerPicker';
import { permitsMessages } from './modules/permits';
import { raSpanishMessages } from './ra';

export function resourceMessages(declarations: readonly ResourceDeclaration[]) {
  return Object.fromEntries(
    declarations.map((d) => [
      d.name,
      {
        name: `${d.label.one} |||| ${d.label.many}`,
        fields: Object.fromEntries(Object.entries(d.fields).map(([name, field]) => [name, field.label])),
        messages: {
          created: d.messages?.created ?? defaultWriteMessages(d.label).saved,
          updated: d.messages?.updated ?? defaultWriteMessages(d.label).saved,
          deleted: d.messages?.deleted ?? defaultWriteMessages(d.label).deleted,
          ...Object.fromEntries((d.actions ?? []).map((a) => [a.path, a.message])),
        },
        actions: Object.fromEntries((d.actions ?? []).map((a) => [a.path, a.label])),
      },
    ]),
  );
}

/** The whole catalogue for the given declarations (the app passes the registry's, in src/providers.ts). */
export function buildSpanishMessages(declarations: readonly ResourceDeclaration[]): TranslationMessages {
  return {
    ...raSpanishMessages,
    resources: resourceMessages(declarations),
    app: { ...appMessages, officerPicker: officerPickerMessages, engine: engineMessages, education: educationMessages, placeholders: placeholderMessages, medical: medicalMessages, permits: permitsMessages, disciplinary: disciplinaryMessages },
  };
}

export function buildI18nProvider(messages: TranslationMessages) {
  return polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], { allowMissing: false });
}
