/**
 * A Vite plugin that puts the entry stylesheet inside index.html (`<style>`) instead of linking it: the
 * first paint then needs the HTML alone, not a second round trip for a render-blocking file (about 10 KB
 * Brotli today). Only the entry's CSS is inlined; pages that bring their own (the maps) still link theirs.
 *
 * A disabled `<link>` to the same file stays beside it. Browsers neither fetch nor apply a disabled
 * stylesheet, but Vite's preload helper, which loads a lazy chunk's CSS before the chunk, finds it and
 * counts the file as present. Without it the first lazy chunk listing the entry CSS downloaded the
 * whole file again, as a render-blocking stylesheet the chunk waited for.
 */
import type { Plugin } from 'vite';

export function inlineEntryCss(): Plugin {
  return {
    name: 'pathway-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = ctx.bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}
