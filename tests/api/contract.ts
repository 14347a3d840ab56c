/** Checks answers against the contract's response schemas, compiled with the server's own loader. */
import type { LightMyRequestResponse } from 'fastify';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { loadContracts } from '../../server/openapi/contracts.ts';
import { compileSchema, createContractAjv, jsonSchemaOf } from '../../server/openapi/validation.ts';

const operations = new Map(loadContracts().map((operation) => [operation.operationId, operation]));
const ajv = createContractAjv({ coerceTypes: false });
const validators = new Map<string, ValidateFunction>();

/** Throws unless the status is declared for the operation and the body matches its schema (or, for a file, its media type). */
export function expectContract(response: LightMyRequestResponse, operationId: string): void {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`No operation ${operationId} in openapi/`);
  const status = String(response.statusCode);
  const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!declared) throw new Error(`${operationId} answered ${status}, which its contract does not declare: ${response.body}`);
  // Files (PDF receipts, images, report pages) are judged by their declared media type; their bytes have no schema.
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
  if (response.body !== '' && mediaType !== '' && !/^application\/([\w.+-]*\+)?json$/.test(mediaType)) {
    const declaredTypes = Object.keys(declared.content ?? {});
    if (!declaredTypes.includes(mediaType)) throw new Error(`${operationId} ${status} answered ${mediaType}; its contract declares ${declaredTypes.join(', ') || 'no body'}`);
    return;
  }
  const schema = jsonSchemaOf(declared.content);
  if (!schema) {
    if (response.body !== '') throw new Error(`${operationId} ${status} declares no body but answered: ${response.body}`);
    return;
  }
  if (!/^application\/json/.test(String(response.headers['content-type']))) {
    throw new Error(`${operationId} ${status} answered ${String(response.headers['content-type'])}, not JSON`);
  }
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compileSchema(ajv, schema);
    validators.set(key, validate);
  }
  if (!validate(response.json())) {
    throw new Error(`${key} body breaks the contract: ${ajv.errorsText(validate.errors)}\n${response.body}`);
  }
}
