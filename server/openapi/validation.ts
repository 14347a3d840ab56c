import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ContractOperation, ContractParameter, JsonSchema } from './contracts.ts';

/** OpenAPI annotations that are not JSON Schema keywords; Ajv's strict mode would refuse them. */
const OPENAPI_ANNOTATIONS = ['example', 'xml', 'externalDocs'];

export interface ContractAjvOptions {
  /**
   * Path, query and header values arrive as strings: coerce them to the contract's types.
   * Bodies are never coerced, so `"email": 5` is a 400, not "5".
   */
  coerceTypes: boolean;
}

/** Ajv for JSON Schema 2020-12 (OpenAPI 3.1) with the contract's formats and extension keywords. */
export function createContractAjv({ coerceTypes }: ContractAjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults: false,
    removeAdditional: false,
    allowUnionTypes: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    discriminator: true,
  });
  addFormats(ajv);
  for (const keyword of OPENAPI_ANNOTATIONS) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'array', 'number', 'boolean', 'null'] });
  return ajv;
}

/** Compiles a contract schema, first declaring any `x-` extension keyword it uses. */
export function compileSchema(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  for (const keyword of extensionKeywords(schema)) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  return ajv.compile(schema);
}

function extensionKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => extensionKeywords(item, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(value, found);
    }
  }
  return found;
}

export interface RequestSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
}

/** The JSON media type of a request body or response, if the contract declares one. */
export function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined): JsonSchema | undefined {
  if (!content) return undefined;
  const key = Object.keys(content).find((type) => type === 'application/json' || /^application\/[\w.+-]*\+json$/.test(type));
  return key ? content[key]?.schema : undefined;
}

/** Per-part schemas Fastify validates, built from the operation's own parameters and body. */
export function requestSchemasOf(operation: ContractOperation): RequestSchemas {
  const objectOf = (parameters: ContractParameter[], strict: boolean, lowerCase = false): JsonSchema | undefined => {
    if (parameters.length === 0) return strict ? { type: 'object', additionalProperties: false } : undefined;
    const name = (parameter: ContractParameter) => (lowerCase ? parameter.name.toLowerCase() : parameter.name);
    return {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [name(parameter), parameter.schema ?? {}])),
      required: parameters.filter((parameter) => parameter.required || parameter.in === 'path').map(name),
      additionalProperties: !strict,
    };
  };
  const inPart = (part: ContractParameter['in']) => operation.parameters.filter((parameter) => parameter.in === part);
  const schemas: RequestSchemas = {};
  const params = objectOf(inPart('path'), true);
  if (inPart('path').length > 0 && params) schemas.params = params;
  const querystring = objectOf(inPart('query'), true);
  if (querystring) schemas.querystring = querystring;
  // Every request carries many headers the contract does not list; only the listed ones are checked.
  const headers = objectOf(inPart('header'), false, true);
  if (headers) schemas.headers = headers;
  const body = jsonSchemaOf(operation.requestBody?.content);
  if (body) schemas.body = body;
  return schemas;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** What both Ajv and Fastify report of one validation failure (Fastify's type is Ajv's, narrowed). */
type ValidationFailure = Pick<ErrorObject, 'keyword' | 'instancePath' | 'message'> & { params: Record<string, unknown> };

/** Ajv errors as the Error shape's `details`: `body.email`, `params.hash`, `query.page`. */
export function describeValidationErrors(errors: readonly ValidationFailure[], part: string): FieldProblem[] {
  const prefix = part === 'querystring' ? 'query' : part;
  const problems = errors.map((error) => {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      segments.push(String((error.params as { missingProperty: string }).missingProperty));
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      segments.push(String((error.params as { additionalProperty: string }).additionalProperty));
      message = 'is not allowed';
    }
    return { field: [prefix, ...segments].join('.'), message };
  });
  const unique = new Map(problems.map((problem) => [`${problem.field}\u0000${problem.message}`, problem]));
  return [...unique.values()];
}
