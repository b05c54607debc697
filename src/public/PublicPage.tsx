/**
 * The public pages by path: `/noticias/{slug}` and `/verify/{code}`. Their own entry
 * (public.html, src/public/main.tsx) loads neither react-admin nor MUI; the app's router
 * shows the same component for the same paths (the development server has one entry).
 */
import './global.css';
import { PublicNewsPage } from './PublicNewsPage';
import { VerifyDocumentPage } from './VerifyDocumentPage';

/** The path's segment after `prefix`, decoded (as written when it is not valid percent-encoding). */
function segmentAfter(path: string, prefix: string): string {
  const segment = path.slice(prefix.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function PublicPage({ path }: { path: string }) {
  if (path.startsWith('/verify/')) return <VerifyDocumentPage code={segmentAfter(path, '/verify/')} />;
  return <PublicNewsPage slug={segmentAfter(path, '/noticias/')} />;
}

export default PublicPage;
