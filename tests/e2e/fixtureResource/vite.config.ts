/**
 * The app built with the fixture resource and no app file edited: the project's Vite
 * config, with every import of `resources/registry` (except the test registry's own)
 * resolved to the test registry. Output: .tmp/dist-fixture.
 */
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import projectConfig from '../../../vite.config';

const root = resolve(import.meta.dirname, '../../..');
const realRegistry = resolve(root, 'resources/registry.ts');
const testRegistry = resolve(import.meta.dirname, 'registry.ts');
export const FIXTURE_DIST = resolve(root, '.tmp/dist-fixture');

function fixtureRegistry(): Plugin {
  return {
    name: 'fixture-registry',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === testRegistry || !source.endsWith('registry')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === realRegistry ? testRegistry : null;
    },
  };
}

export default mergeConfig(projectConfig, defineConfig({
  root,
  plugins: [fixtureRegistry()],
  build: { outDir: FIXTURE_DIST, emptyOutDir: true },
  logLevel: 'warn',
}));
