// Brotli and gzip copies of every text file of a build, made once at build time at the highest
// levels, so servers send them as they are (Accept-Encoding) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.txt', '.xml', '.json', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

export function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!TEXT.has(path.extname(file)) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
