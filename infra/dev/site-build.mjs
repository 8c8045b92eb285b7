// The production frontend build for `npm start`, skipped when nothing it is made from changed.
// "Made from" is the content of every input file (frontend sources, public files, build scripts
// and config, the shared contracts, the lockfile) plus the VITE_* values it is built with; their
// SHA-256 is stored in the output folder as .build-stamp after a successful build. Contents rather
// than mtimes, so a checkout or a touch that changes nothing does not rebuild, and an edit always does.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './deps.mjs';

const FRONTEND = path.join(ROOT, 'frontend');
const INPUTS = [
  'frontend/src',
  'frontend/public',
  'frontend/scripts',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'frontend/package.json',
  'services/contracts/src',
  'services/contracts/package.json',
  'package-lock.json',
];
const STAMP = '.build-stamp';

function filesUnder(rel) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs, { recursive: true })
    .map((f) => path.join(rel, f))
    .filter((f) => statSync(path.join(ROOT, f)).isFile());
}

/** SHA-256 over every input file (path and content) and the VITE_* values of `env`. */
export function siteInputsHash(env) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  const vite = Object.entries(env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(vite));
  return hash.digest('hex');
}

/**
 * Builds the site into outDir (client bundle, pre-rendered pages, robots.txt, sitemap, compressed
 * copies) with the VITE_* values in viteEnv, unless outDir's stamp says that exact build is there.
 * @returns {boolean} whether it built
 */
export function buildSite({ outDir, viteEnv, log = console.log }) {
  const env = { ...process.env, ...viteEnv, NODE_ENV: 'production' };
  const stampFile = path.join(outDir, STAMP);
  const hash = siteInputsHash(env);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    log(`Site: up to date in ${path.relative(ROOT, outDir)} (inputs unchanged since its build)`);
    return false;
  }
  log(`Site: building the production frontend into ${path.relative(ROOT, outDir)}…`);
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], { cwd: FRONTEND, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('The frontend build failed (see above).');
  writeFileSync(stampFile, hash);
  return true;
}
