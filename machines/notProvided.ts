/**
 * The stand-in a chart's `setup()` declares for an effect the app provides: charts import no fetch
 * and no React, so each real actor comes from the composition root, and one left unprovided says so.
 */
export const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the composition root`);
};
