/**
 * The limits of products by Excel, which the page checks before sending a file and the server
 * judges again: a file of 10,000 rows with 20 attributes weighs about 2 MB, so 20 MB leaves room for
 * long descriptions without letting a stray export of something else in.
 */

/** The most product rows one file holds (the invoices' upload holds as many). */
export const BULK_LOAD_MAX_ROWS = 10_000;
/** The largest workbook taken. */
export const BULK_LOAD_MAX_BYTES = 20 * 1024 * 1024;
/** What a file's name must end with to be offered as a workbook (its content is judged by the server). */
export const BULK_LOAD_FILE_EXTENSION = '.xlsx';
