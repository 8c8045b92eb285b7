// What search engines read besides the pages: robots.txt, sitemap.xml and each page's canonical
// URL, all from the one list of public pages the pre-renderer renders. The signed-in areas
// (/my, /admin) are never listed and are disallowed to crawlers.

export const PRIVATE_AREAS = ['/my/', '/admin/'];

/** The site's origin with no trailing slash; throws on anything that is not an absolute http(s) URL. */
export function siteOrigin(siteUrl) {
  const u = new URL(siteUrl);
  if (!/^https?:$/.test(u.protocol)) throw new Error(`The site URL must be http(s): ${siteUrl}`);
  return u.origin;
}

/** Absolute URL of a page: one slash between segments, no trailing slash except the home page's. */
export function canonicalUrl(siteUrl, pathname) {
  const clean = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return new URL(clean, `${siteOrigin(siteUrl)}/`).href;
}

export function robotsTxt(siteUrl) {
  return ['User-agent: *', ...PRIVATE_AREAS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`, ''].join('\n');
}

const xmlEscape = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

export function sitemapXml(siteUrl, paths) {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(canonicalUrl(siteUrl, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
