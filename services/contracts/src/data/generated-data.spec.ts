import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('generated data', () => {
  it('is what data:generate makes of the checked source files', () => {
    const script = path.join(__dirname, '../../scripts/generate-data.mjs');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('common passwords', () => {
  it('is what generate-common-passwords makes of the list it is built from', () => {
    const script = path.join(__dirname, '../../scripts/generate-common-passwords.mjs');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
