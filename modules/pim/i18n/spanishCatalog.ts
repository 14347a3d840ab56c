/**
 * The catalogue's Spanish words in one piece, fetched beside the module's code by a page read in
 * Spanish (the shell asks for it with the entry), so a page read in English never downloads it.
 */
import bulkLoadEsCL from './bulkLoad.es-CL.ts';
import esCL from './es-CL.ts';
import productFormEsCL from './productForm.es-CL.ts';
import productsEsCL from './products.es-CL.ts';

export default { ...esCL, ...productsEsCL, ...productFormEsCL, ...bulkLoadEsCL };
