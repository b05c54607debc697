/**
 * A Vite build plugin that writes `file.br` and `file.gz` beside each text asset of the
 * build (scripts, styles, the HTML shell, SVG, JSON), compressed once here at the highest
 * levels so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request. A copy is kept only when it is smaller than the file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;

export interface CompressedCopies {
  file: string;
  bytes: number;
  brotli: number | null;
  gzip: number | null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes the .br and .gz copies of every compressible file under `dir`. */
export function precompressDir(dir: string): CompressedCopies[] {
  return filesUnder(dir).filter((file) => COMPRESSIBLE.test(file)).map((file) => {
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    const keep = (copy: Buffer, extension: string) => {
      if (copy.length >= content.length) return null;
      writeFileSync(file + extension, copy);
      return copy.length;
    };
    return { file, bytes: content.length, brotli: keep(brotli, '.br'), gzip: keep(gzip, '.gz') };
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'policia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file of the bundle (and public/) is on disk.
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
