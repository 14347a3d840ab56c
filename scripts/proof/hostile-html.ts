/**
 * Proof: every hostile payload of tests/data/xss/ (the two public corpora, 869 entries, and the
 * portal's own) stored as notification HTML, as notification JSON content and as terms HTML on a
 * portal of its own and opened by the seller in Debian's Chromium, and drawn by the learning guide's
 * Markdown component inside a portal page. Prints, per surface, the payloads tried and shown,
 * executions, CSP violations (scripts the policy stopped apart from other loads it stopped), requests
 * to other origins (sent apart from stopped) and markup left armed for a click. Exits 1 if anything
 * ran, reached the CSP, left the origin or was left armed: the sanitisers must have removed it
 * first. Needs the production build (`npx vite build`).
 */
import { launchChromium } from '../../tests/support/chromiumLaunch.ts';
import { hostilePayloads } from '../../tests/support/hostileHtml/corpus.ts';
import { hostileHtmlRun } from '../../tests/support/hostileHtml/run.ts';
import type { SurfaceResult } from '../../tests/support/hostileHtml/surfaces.ts';

const payloads = hostilePayloads();
const ours = payloads.filter((payload) => payload.id.startsWith('portal-')).length;
console.log(`Hostile HTML: ${payloads.length} payloads (${payloads.length - ours} from the public corpora, ${ours} of the portal's) on 4 surfaces`);

const row = (cells: (string | number)[]) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(24) : String(cell).padStart(9))).join(' ');
const header = row(['surface', 'tried', 'shown', 'ran', 'CSP:js', 'CSP:load', 'sent', 'stopped', 'armed']);
const findings = (result: SurfaceResult) => result.ran.length + result.scriptViolations.length + result.loadViolations.length + result.sentRequests.length + result.armed.length;

const browser = await launchChromium();
let bad = 0;
try {
  const started = Date.now();
  console.log(header);
  await hostileHtmlRun(browser, payloads, (result) => {
    console.log(
      row([result.surface, result.tried, result.shown, result.ran.length, result.scriptViolations.length, result.loadViolations.length, result.sentRequests.length, result.blockedRequests.length, result.armed.length]),
    );
    if (result.shownAlone) console.log(`    (${result.shownAlone} payloads hid the next one's heading in a shared terms version and were shown again alone)`);
    const lines = [...result.ran, ...result.scriptViolations, ...result.loadViolations, ...result.sentRequests, ...result.armed];
    for (const line of lines.slice(0, 15)) console.log(`    ${line}`);
    if (lines.length > 15) console.log(`    … and ${lines.length - 15} more`);
    bad += findings(result);
  });
  console.log(`(${Math.round((Date.now() - started) / 1000)} s; shown: accepted by the server and drawn, the rest refused as empty or not a registry component;`);
  console.log(' CSP:js: script violations, what would have run without the CSP; CSP:load: other loads it refused; sent/stopped: requests to other origins;');
  console.log(' armed: markup left to run or leave on a click, hover or focus)');
} finally {
  await browser.close();
}
console.log(bad === 0 ? 'Hostile HTML: nothing ran, nothing reached the CSP, nothing left the origin, nothing left armed.' : `Hostile HTML: ${bad} findings.`);
process.exit(bad === 0 ? 0 : 1);
