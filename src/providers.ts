/**
 * Where the app meets its resources: the registry's declarations are handed to the
 * authProvider, the dataProvider and the Spanish catalogue, which never import the
 * registry themselves (they sit below it).
 */
import { buildAuthProvider } from '../authProvider';
import { buildDataProvider } from '../dataProvider';
import { buildI18nProvider, buildSpanishMessages } from '../i18n';
import { resourceDeclarations } from '../resources/registry';

export const authProvider = buildAuthProvider(resourceDeclarations);
export const dataProvider = buildDataProvider(resourceDeclarations);
export const spanishMessages = buildSpanishMessages(resourceDeclarations);
export const i18nProvider = buildI18nProvider(spanishMessages);
