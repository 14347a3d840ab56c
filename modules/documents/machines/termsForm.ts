/**
 * The form an admin publishes a terms version with: the portal's form chart (machines/form) with the
 * contract's rules (openapi/documents.yaml, TermsCreate) and the server's (server/documents/terms.ts:
 * the approval limit not before the start, the end after the start, a PDF by content and at most
 * 10 MB), so what the server would refuse is said under its field before anything is sent. The form
 * hands its values to the page's chart, which asks for a confirmation before it publishes them.
 */
import type { components } from '../../../openapi/generated/documents.ts';
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';

export type TermsCreate = components['schemas']['TermsCreate'];

/** The key select's value for "a new document": no key can be it (keys are lower-case words and dashes). */
export const NEW_KEY = '+';

export interface TermsValues {
  /** An existing document's key, or NEW_KEY. */
  key: string;
  /** The key of a new document, when `key` is NEW_KEY. */
  newKey: string;
  title: string;
  contentKind: 'html' | 'pdf';
  html: string;
  /** The chosen file's name, size in bytes and content in base64 ('' until read, or when it is not read). */
  pdfName: string;
  pdfSize: number;
  pdfBase64: string;
  /** The chosen file could not be read (the page reads it and says so here). */
  pdfUnreadable: boolean;
  /** Calendar days, yyyy-mm-dd (date inputs' values); the end may be empty. */
  startDate: string;
  endDate: string;
  approvalLimitDate: string;
  acceptance: 'mandatory' | 'optional';
}

/** What the rules need besides the values: the keys already published. */
export interface TermsFacts {
  keys: readonly string[];
}

export const emptyTermsValues = (keys: readonly string[]): TermsValues => ({
  key: keys[0] ?? NEW_KEY,
  newKey: '',
  title: '',
  contentKind: 'html',
  html: '',
  pdfName: '',
  pdfSize: 0,
  pdfBase64: '',
  pdfUnreadable: false,
  startDate: '',
  endDate: '',
  approvalLimitDate: '',
  acceptance: 'mandatory',
});

/** The contract's limits. */
export const KEY_MAX_LENGTH = 60;
export const TITLE_MAX_LENGTH = 150;
export const HTML_MAX_LENGTH = 200_000;
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
const FILE_NAME_MAX_LENGTH = 120;
const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** "%PDF-" in base64: the server recognises a PDF by these first bytes. */
const PDF_MAGIC_BASE64 = 'JVBERi0';

/** Whether a chosen file is worth reading: named .pdf and within the size limit. */
export const isReadablePdf = (file: { name: string; size: number }) => /\.pdf$/i.test(file.name) && file.size <= PDF_MAX_BYTES;

/** The key the version is published under. */
export const keyOf = (values: TermsValues) => (values.key === NEW_KEY ? values.newKey.trim() : values.key);

/** The file name sent: the chosen one when the contract takes it, the key's otherwise (it is kept for reference only). */
function fileNameOf(values: TermsValues): string {
  const name = values.pdfName.replace(/\.pdf$/i, '.pdf');
  return name.length <= FILE_NAME_MAX_LENGTH && /^[^/\\]+\.pdf$/.test(name) ? name : `${keyOf(values)}.pdf`;
}

/** The request the form's values make. */
export function termsRequestOf(values: TermsValues): TermsCreate {
  const common = {
    key: keyOf(values),
    title: values.title.trim(),
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    approvalLimitDate: values.approvalLimitDate,
    exception: values.acceptance === 'mandatory' ? (0 as const) : (1 as const),
  };
  return values.contentKind === 'html'
    ? { ...common, contentType: 'html', html: values.html }
    : { ...common, contentType: 'pdf', file: { fileName: fileNameOf(values), contentBase64: values.pdfBase64 } };
}

type Field = keyof TermsValues;
export type TermsErrorId =
  | 'documents.termsForm.error.keyRequired'
  | 'documents.termsForm.error.newKeyRequired'
  | 'documents.termsForm.error.newKeyInvalid'
  | 'documents.termsForm.error.newKeyTooLong'
  | 'documents.termsForm.error.newKeyExists'
  | 'documents.termsForm.error.titleRequired'
  | 'documents.termsForm.error.titleTooLong'
  | 'documents.termsForm.error.htmlRequired'
  | 'documents.termsForm.error.htmlTooLong'
  | 'documents.termsForm.error.fileRequired'
  | 'documents.termsForm.error.fileNotPdf'
  | 'documents.termsForm.error.fileTooLarge'
  | 'documents.termsForm.error.fileUnreadable'
  | 'documents.termsForm.error.startRequired'
  | 'documents.termsForm.error.endInvalid'
  | 'documents.termsForm.error.endNotAfterStart'
  | 'documents.termsForm.error.limitRequired'
  | 'documents.termsForm.error.limitBeforeStart';

function fileProblem(values: TermsValues): TermsErrorId | undefined {
  if (values.pdfName === '') return 'documents.termsForm.error.fileRequired';
  if (!/\.pdf$/i.test(values.pdfName)) return 'documents.termsForm.error.fileNotPdf';
  if (values.pdfSize > PDF_MAX_BYTES) return 'documents.termsForm.error.fileTooLarge';
  if (values.pdfUnreadable) return 'documents.termsForm.error.fileUnreadable';
  // Read, but not a PDF by content: what the server checks too.
  if (values.pdfBase64 !== '' && !values.pdfBase64.startsWith(PDF_MAGIC_BASE64)) return 'documents.termsForm.error.fileNotPdf';
  // Chosen but not read yet: the page is reading it, and says so.
  return values.pdfBase64 === '' ? 'documents.termsForm.error.fileRequired' : undefined;
}

/** The first rule each field breaks, for the fields the chosen key and content use. */
export function termsProblems(values: TermsValues, facts: TermsFacts): Partial<Record<Field, TermsErrorId | undefined>> {
  const title = values.title.trim();
  const start = CALENDAR_DAY.test(values.startDate) ? values.startDate : null;
  const problems: Partial<Record<Field, TermsErrorId | undefined>> = {
    key: values.key === NEW_KEY || facts.keys.includes(values.key) ? undefined : 'documents.termsForm.error.keyRequired',
    title: title === '' ? 'documents.termsForm.error.titleRequired' : title.length > TITLE_MAX_LENGTH ? 'documents.termsForm.error.titleTooLong' : undefined,
    startDate: start ? undefined : 'documents.termsForm.error.startRequired',
    approvalLimitDate: !CALENDAR_DAY.test(values.approvalLimitDate)
      ? 'documents.termsForm.error.limitRequired'
      : start && values.approvalLimitDate < start
        ? 'documents.termsForm.error.limitBeforeStart'
        : undefined,
    endDate:
      values.endDate === ''
        ? undefined
        : !CALENDAR_DAY.test(values.endDate)
          ? 'documents.termsForm.error.endInvalid'
          : start && values.endDate <= start
            ? 'documents.termsForm.error.endNotAfterStart'
            : undefined,
  };
  if (values.key === NEW_KEY) {
    const key = values.newKey.trim();
    problems.newKey =
      key === ''
        ? 'documents.termsForm.error.newKeyRequired'
        : key.length > KEY_MAX_LENGTH
          ? 'documents.termsForm.error.newKeyTooLong'
          : !KEY_PATTERN.test(key)
            ? 'documents.termsForm.error.newKeyInvalid'
            : facts.keys.includes(key)
              ? 'documents.termsForm.error.newKeyExists'
              : undefined;
  }
  if (values.contentKind === 'html') {
    problems.html = values.html.trim() === '' ? 'documents.termsForm.error.htmlRequired' : values.html.length > HTML_MAX_LENGTH ? 'documents.termsForm.error.htmlTooLong' : undefined;
  } else {
    problems.pdfName = fileProblem(values);
  }
  return problems;
}

export const termsForm: FormDefinition<TermsValues, TermsFacts, TermsErrorId> = {
  id: 'termsForm',
  fields: ['key', 'newKey', 'title', 'contentKind', 'html', 'pdfName', 'startDate', 'endDate', 'approvalLimitDate', 'acceptance'],
  validate: termsProblems,
  touchOn: 'blur',
  revealOnPress: true,
  // The page confirms and publishes: the form ends with its values.
  handsValuesToOwner: true,
};

/** Ends with the values once they pass every rule. */
export const termsFormMachine = createFormMachine<TermsValues, TermsFacts, TermsErrorId, TermsValues>(termsForm);

export const termsFormSelectors = createFormSelectors(termsForm);
