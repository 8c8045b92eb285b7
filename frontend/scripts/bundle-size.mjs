// What the home page costs to load, from a build made with --manifest: the bytes (gzip) of the
// entry, the home route chunk and everything they import statically, its CSS and its HTML.
// Shared by the size-budget test and `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The initial JS holds the client's table of every API route (method, path, audience), so it grows
// a little with each call the API gains: the account-safety calls took it past 150 KB, and the
// fulfilment, vault, intake, account-data and calendar-feed calls past 151 KB, and the staff
// console's calls and routes (work queue, inbox, staff, invitations) with the customer's messages and
// businesses pages to 153 KB; moving what two features shared into the shared layer (the package
// section among it) put a little more into the first load's shared chunk, to 154.1 KB. Moving forms
// and schemas off the first load is what brings it down.
export const HOME_BUDGET = { initialJsGzip: 155 * 1024, totalTransferGzip: 450 * 1024 };

export function homePageBytes(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  const home = Object.keys(manifest).find((k) => k.startsWith('src/features/home/index'));
  if (!home) throw new Error('No home route chunk in the manifest');
  visit(Object.keys(manifest).find((k) => manifest[k].isEntry));
  visit(home);
  const gz = (file) => gzipSync(readFileSync(path.join(dir, file))).length;
  const js = [...seen].reduce((n, k) => n + gz(manifest[k].file), 0);
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))].reduce((n, f) => n + gz(f), 0);
  // index.html is the pre-rendered home page.
  return { js, css, total: js + css + gz('index.html') };
}
