/**
 * A Vite build plugin that lists, in index.html, the files of the signed-in app that the
 * light first page does not load itself: the chunks of src/App.tsx, src/AdminApp.tsx and
 * the /home dashboard with every chunk and style they import. The login page fetches them
 * into the HTTP cache while it waits for the user (src/appLoader.ts), so sign-in finds them
 * there. The list is JSON in a non-executed script element (index.html is never cached).
 */
import type { Plugin, Rollup } from 'vite';

/** The modules whose chunks make up the signed-in app's first screen. */
const SIGNED_IN_MODULES = ['src/App.tsx', 'src/AdminApp.tsx', 'src/pages/HomePage.tsx'];
/** Must match SIGNED_IN_FILES_ID in src/appLoader.ts. */
const LIST_ID = 'signed-in-app-files';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** `start` chunks and everything they import statically, styles included. */
function filesOf(bundle: Rollup.OutputBundle, start: Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return files;
}

export function signedInAppFiles(): Plugin {
  let base = '/';
  return {
    name: 'policia-signed-in-app-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry, filename }) {
        if (!bundle || !entry || !filename.endsWith('index.html')) return;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const signedIn = chunks.filter((chunk) => SIGNED_IN_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module)));
        if (signedIn.length !== SIGNED_IN_MODULES.length) this.warn(`signed-in app chunks: found ${signedIn.length} of ${SIGNED_IN_MODULES.length}`);
        const loadedByEntry = filesOf(bundle, [entry]);
        const files = [...filesOf(bundle, signedIn)].filter((file) => !loadedByEntry.has(file)).map((file) => base + file);
        return [{ tag: 'script', attrs: { type: 'application/json', id: LIST_ID }, children: JSON.stringify(files), injectTo: 'body' }];
      },
    },
  };
}
