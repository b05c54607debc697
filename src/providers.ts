/**
 * Where the app meets its resources: the declarations (the registry's and the designed
 * ones, src/designed/appDeclarations.ts) are handed to the authProvider, the dataProvider
 * and the Spanish catalogue, which never import the registry themselves (they sit below it).
 */
import { buildAuthProvider } from '../authProvider';
import { buildDataProvider } from '../dataProvider';
import { buildI18nProvider, buildSpanishMessages, resourceMessages } from '../i18n';
import type { ResourceDeclaration } from '../resources/engine/types';
import { appDeclarations } from './designed/appDeclarations';

export const authProvider = buildAuthProvider(appDeclarations);
export const dataProvider = buildDataProvider(appDeclarations);
export const spanishMessages = buildSpanishMessages(appDeclarations);
export const i18nProvider = buildI18nProvider(spanishMessages);

/** Adds the texts of resources mounted after start (designed ones): the catalogue is read again. */
export async function addResourceTexts(declarations: readonly ResourceDeclaration[]): Promise<void> {
  Object.assign(spanishMessages.resources as object, resourceMessages(declarations));
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}
