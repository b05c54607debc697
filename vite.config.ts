import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './buildTools/precompress';
import { signedInAppFiles } from './buildTools/signedInAppFiles';

// The API runs on port 3000 (npm start); `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react(), signedInAppFiles(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // Two pages: the app (index.html) and the public pages (public.html: /noticias, /verify),
    // which the server sends for those paths so they load neither react-admin nor MUI.
    rollupOptions: {
      input: { main: 'index.html', public: 'public.html' },
      output: {
        // The signed-in app's first screen would otherwise load some 80 chunks, most of a few KB (one per
        // set of importers: each MUI component, icon, react-admin hook), each a round trip on a slow link.
        // The UI libraries are one chunk instead. React, the form libraries and react-admin's HttpError
        // (the API client's error) keep chunks of their own: the login page shares them and loads no UI library.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'forms', test: /[\\/]node_modules[\\/](?:react-hook-form|@hookform|yup|property-expr|tiny-case|toposort)[\\/]/, priority: 3 },
            { name: 'http-error', test: /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/]dataProvider[\\/]HttpError\.js$/, priority: 3 },
            { name: 'ui', test: /[\\/]node_modules[\\/](?:@mui[\\/](?:material|system|utils|styled-engine|private-theming|icons-material)|@emotion|@popperjs|ra-core|ra-ui-materialui|react-admin|react-router|react-router-dom|@tanstack)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
