/**
 * Watching a page for hostile payloads, installed before any page script runs:
 * - ran: a call of a global `__xss()` (the harness rewrites payloads' own marker functions into it,
 *   see corpus.ts), of alert, confirm, prompt, print or open (which most payloads call), each mark
 *   naming the function and the page;
 * - CSP violations the page reports, split into scripts the policy stopped (they would have run had the
 *   sanitisers let them through and the CSP not been there) and other loads it stopped (images,
 *   media, styles, base, forms);
 * - requests to any origin but the portal's: those the CSP stopped in the browser, and those that
 *   went out (answered here with an empty 204, so nothing waits on a network this machine lacks).
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface Marks {
  ran: string[];
  /** CSP violations of script directives: something that would have executed. */
  scriptViolations: string[];
  /** Other CSP violations: a load from elsewhere (image, media, style, base, form) the policy refused. */
  loadViolations: string[];
}

export interface ContextWatch {
  /** Requests to another origin that left the browser. */
  sentRequests(): string[];
  /** Requests to another origin the CSP stopped before they left. */
  blockedRequests(): string[];
}

/** The directives whose violation means code that would have run: scripts, handlers, javascript: URLs, eval, plugins. */
const SCRIPT_DIRECTIVE = /^(?:script-src|worker-src|object-src|trusted-types|require-trusted-types-for)/;

// A string, not a function: the test's TypeScript transform would name inner functions with a
// helper the page does not have, and the hook would silently not be installed.
const INIT_SCRIPT = `
  (() => {
    const ran = [];
    const violations = [];
    window.__xssRan = ran;
    window.__xssViolations = violations;
    for (const how of ['__xss', 'alert', 'confirm', 'prompt', 'print', 'open']) {
      window[how] = function () {
        ran.push(how + '() at ' + location.pathname);
        return how === 'confirm' ? false : null;
      };
    }
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective || event.violatedDirective, text: event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample }),
    );
  })();
`;

export async function watchContext(context: BrowserContext, origin: string): Promise<ContextWatch> {
  const requested: string[] = [];
  const blocked: string[] = [];
  const foreign = (url: string) => !url.startsWith(`${origin}/`) && url !== origin && !url.startsWith('data:') && !url.startsWith('blob:');
  await context.addInitScript(INIT_SCRIPT);
  await context.route(
    (url) => foreign(url.href),
    (route) => route.fulfill({ status: 204 }),
  );
  context.on('request', (request) => {
    if (foreign(request.url())) requested.push(request.url());
  });
  context.on('requestfailed', (request) => {
    // Chromium names the reason 'csp' (older builds: net::ERR_BLOCKED_BY_CSP).
    if (foreign(request.url()) && /^csp$|BLOCKED_BY_CSP/.test(request.failure()?.errorText ?? '')) blocked.push(request.url());
  });
  context.on('dialog', (dialog) => void dialog.dismiss());
  return {
    sentRequests: () => {
      const stopped = [...blocked];
      return requested.filter((url) => {
        const index = stopped.indexOf(url);
        if (index === -1) return true;
        stopped.splice(index, 1);
        return false;
      });
    },
    blockedRequests: () => [...blocked],
  };
}

/** What the page has marked since the last call (each call takes the marks away, so they can be laid at one payload's door). */
export async function takeMarks(page: Page): Promise<Marks> {
  const { ran, violations } = await page.evaluate(() => {
    const w = window as unknown as { __xssRan?: string[]; __xssViolations?: { directive: string; text: string }[] };
    const taken = { ran: [...(w.__xssRan ?? [])], violations: [...(w.__xssViolations ?? [])] };
    w.__xssRan?.splice(0);
    w.__xssViolations?.splice(0);
    return taken;
  });
  return {
    ran,
    scriptViolations: violations.filter((violation) => SCRIPT_DIRECTIVE.test(violation.directive)).map((violation) => violation.text),
    loadViolations: violations.filter((violation) => !SCRIPT_DIRECTIVE.test(violation.directive)).map((violation) => violation.text),
  };
}
