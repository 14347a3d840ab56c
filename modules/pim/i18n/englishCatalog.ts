/**
 * The catalogue's English words in one piece, fetched beside the module's code by a page read in
 * English (the shell asks for it with the entry), so a page read in Spanish never downloads it.
 */
import bulkLoadEn from './bulkLoad.en.ts';
import en from './en.ts';
import productFormEn from './productForm.en.ts';
import productsEn from './products.en.ts';

export default { ...en, ...productsEn, ...productFormEn, ...bulkLoadEn };
