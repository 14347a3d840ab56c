/**
 * The kit every module's pages are drawn with, fetched while the browser is idle on the first page
 * signed in: a module opened afterwards fetches only its own code and words (see moduleKit.ts). A
 * failure is no finding here: a module fetches what it needs when it is opened.
 */
import { whenIdle } from '../../views/lazy/onDemand.ts';

export const prefetchModuleKit = (): (() => void) => whenIdle(() => void import('./moduleKit.ts').catch(() => undefined));
