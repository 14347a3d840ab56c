/**
 * Before each API test file. The files of a worker share its modules (the server's code is imported
 * once per worker, not once per file), so what a support module counts starts again here.
 */
import { beforeAll } from 'vitest';
import { restartIdentities } from './support/seller-application.ts';

beforeAll(() => restartIdentities());
