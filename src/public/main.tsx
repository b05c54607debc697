/** Entry of the public pages (public.html): see PublicPage.tsx. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicPage } from './PublicPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicPage path={window.location.pathname} />
  </StrictMode>,
);
