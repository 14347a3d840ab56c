/** Before the model tests start: Chakra UI bundled for them (scripts/test/chakraBundle.ts). */
import { buildChakraBundle } from '../../scripts/test/chakraBundle.ts';

export default async function setup() {
  await buildChakraBundle();
}
