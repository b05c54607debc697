/** Builds the bare react-admin floor (bench/firstLoad.ts) into .tmp/ra-floor. */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const FLOOR_DIST = resolve(import.meta.dirname, '../../.tmp/ra-floor');

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: FLOOR_DIST, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
