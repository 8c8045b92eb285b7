// `npm run build -w @filebridge/frontend [-- --outDir DIR --manifest]`: the client bundle, then every public
// page pre-rendered into it as DIR/<path>/index.html. DIR/200.html keeps the empty shell, which
// servers return for every other path (the signed-in areas render in the browser only). Then
// robots.txt and sitemap.xml from the same page list, and a .br and .gz beside every text file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { canonicalUrl, robotsTxt, sitemapXml } from './seo-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outIndex = process.argv.indexOf('--outDir');
const outDir = path.resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist');
// Inside the project, so the server bundle resolves react & co. from node_modules.
const ssrDir = path.join(root, 'node_modules/.cache/prerender');

// Canonical links and the sitemap need absolute URLs: the public origin the site is served from.
const DEV_SITE_URL = 'http://localhost:5173';
const siteUrl = process.env.VITE_SITE_URL || DEV_SITE_URL;
if (!process.env.VITE_SITE_URL) console.warn(`VITE_SITE_URL is not set: canonical links and the sitemap point at ${DEV_SITE_URL}`);

// --manifest: DIR/manifest.json, for the size budgets (tests/budgets); not shipped otherwise.
const manifest = process.argv.includes('--manifest') && 'manifest.json';
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const { render, prerenderPaths } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
// The shell answers every path that is not a public page (sign-in, account, unknown addresses): never indexed.
writeFileSync(path.join(outDir, '200.html'), shell.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>'));

// A pre-rendered page paints from its HTML and stylesheet alone. Its scripts are asked for once
// that first paint is on screen (the browser's first-paint entry; a frame can take a phone far
// longer to show than to lay out): asked for with the page, they share a phone's bandwidth with the
// stylesheet and its CPU with the first frame, and the page shows later. A tab opened in the
// background, or a browser without paint timing, asks for them at once; a paint that never comes
// holds them back 3 s at most.
const SCRIPT_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
function scriptsAfterFirstPaint(doc) {
  let entry;
  const preloads = [];
  const rest = doc.replace(SCRIPT_TAGS, (_tag, src, href) => {
    if (src) entry = src;
    else preloads.push(href);
    return '';
  });
  if (!entry) throw new Error('The built shell has no module script');
  const loader = `(function () {
  function add(tag, props) { var e = Object.assign(document.createElement(tag), props); e.crossOrigin = ''; document.head.appendChild(e); }
  function load() {
    ${JSON.stringify(preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: ${JSON.stringify(entry)} });
  }
  var started = false;
  function start() { if (!started) { started = true; load(); } }
  if (document.visibilityState !== 'visible' || !(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0)) return start();
  new PerformanceObserver(function (list, observer) { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;
  return rest.replace('</body>', `  <script>${loader}</script>\n  </body>`);
}
const pageShell = scriptsAfterFirstPaint(shell);

function page(pathname, { html, title, description }) {
  let doc = pageShell.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(pathname)}">${html}</div>`);
  doc = doc.replace('</head>', `  <link rel="canonical" href="${escapeHtml(canonicalUrl(siteUrl, pathname))}" />\n  </head>`);
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
writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, paths));
rmSync(ssrDir, { recursive: true, force: true });
precompress(outDir);
console.log(`Pre-rendered ${paths.length} pages into ${path.relative(process.cwd(), outDir) || '.'}`);
