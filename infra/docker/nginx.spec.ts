import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * nginx drops a server's add_header lines in any location that has its own, so each location that
 * answers must state the frame headers itself: checked for every location the config has now or
 * gains later.
 */
const conf = readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8');

/** Each location block and its directives (ours nest no blocks inside a location). */
function locations(text: string): { name: string; body: string }[] {
  return [...text.matchAll(/^\s*location\s+([^{]+)\{([^}]*)\}/gm)].map((m) => ({ name: m[1]!.trim(), body: m[2]! }));
}

describe('infra/docker/nginx.conf', () => {
  it('has locations to check', () => {
    expect(locations(conf).map((l) => l.name)).toEqual(expect.arrayContaining(['/', '/assets/']));
  });

  it.each(locations(conf).map((l) => [l.name, l.body]))('location %s forbids framing on every answer, errors included', (_name, body) => {
    expect(body).toMatch(/^\s*add_header\s+Content-Security-Policy\s+"frame-ancestors 'none'"\s+always;$/m);
    expect(body).toMatch(/^\s*add_header\s+X-Frame-Options\s+DENY\s+always;$/m);
  });

  it('sends no redirect built from the request', () => {
    expect(conf).not.toMatch(/\breturn\s+30[1278]\b|\brewrite\b[^;]*\b(redirect|permanent)\b/);
  });
});
