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
    rollupOptions: { input: { main: 'index.html', public: 'public.html' } },
  },
});
