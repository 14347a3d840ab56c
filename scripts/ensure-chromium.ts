/**
 * Browser tests drive Debian's Chromium (never a downloaded browser build). Installs it with apt-get
 * when it is missing and we are root; otherwise says exactly what to do.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH } from '../tests/support/chromiumLaunch.ts';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
