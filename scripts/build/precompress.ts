/**
 * A Vite plugin that writes a Brotli (.br, best quality) and a gzip (.gz, level 9) twin beside every text
 * asset of the build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request. Source maps are left alone: only developers fetch them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, compression saves less than the extra header costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pathway-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f));
      let raw = 0;
      let brotli = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          if (content.length < MIN_BYTES) return;
          const br = zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gz = zlib.gzipSync(content, { level: 9 });
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
          raw += content.length;
          brotli += br.length;
        }),
      );
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info?.(`precompressed ${files.length} files: ${kb(raw)} → ${kb(brotli)} Brotli`);
      console.log(
        `  precompressed ${files.length} assets: ${kb(raw)} raw, ${kb(brotli)} Brotli (.br and .gz beside each)`,
      );
    },
  };
}
