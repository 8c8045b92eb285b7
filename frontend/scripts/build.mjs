// `npm run build -w @filebridge/frontend [-- --outDir DIR --manifest]`: the client bundle, then every public
// page pre-rendered into it as DIR/<path>/index.html. DIR/200.html keeps the empty shell, which
// servers return for every other path (the signed-in areas render in the browser only).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outIndex = process.argv.indexOf('--outDir');
const outDir = path.resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist');
// Inside the project, so the server bundle resolves react & co. from node_modules.
const ssrDir = path.join(root, 'node_modules/.cache/prerender');

// --manifest: DIR/manifest.json, for the size budgets (tests/budgets); not shipped otherwise.
const manifest = process.argv.includes('--manifest') && 'manifest.json';
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const { render, prerenderPaths } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
writeFileSync(path.join(outDir, '200.html'), shell);

function page(pathname, { html, title, description }) {
  let doc = shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(pathname)}">${html}</div>`);
  if (title) doc = doc.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) doc = doc.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  // The page itself reads fine without JavaScript; only ordering needs it.
  return doc.replace(
    /<noscript>[^<]*<\/noscript>/,
    '<noscript>Ordering online needs JavaScript. Please enable it, or call us at (888) 555-0142.</noscript>',
  );
}

const paths = await prerenderPaths();
for (const pathname of paths) {
  const file = path.join(outDir, pathname, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page(pathname, await render(pathname)));
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Pre-rendered ${paths.length} pages into ${path.relative(process.cwd(), outDir) || '.'}`);
