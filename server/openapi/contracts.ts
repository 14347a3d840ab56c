import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../repositoryRoot.ts';
import { RefResolver } from './resolve-refs.ts';

/** `openapi/` at the repository root. */
export const defaultContractsDir = path.join(repositoryRoot, 'openapi');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface ContractMediaType {
  schema?: JsonSchema;
}

export interface ContractResponse {
  description?: string;
  headers?: Record<string, { schema?: JsonSchema }>;
  content?: Record<string, ContractMediaType>;
}

/**
 * Who may call an operation: anyone, a bearer-token holder, or a scheme this server cannot
 * enforce yet (such operations answer 501 rather than run unprotected).
 */
export type OperationAccess = { kind: 'public' } | { kind: 'bearer' } | { kind: 'unsupported'; schemes: string[] };

export interface ContractOperation {
  operationId: string;
  /** File name of the contract, e.g. auth.yaml. */
  contract: string;
  method: HttpMethod;
  /** OpenAPI path, e.g. /auth/validate/hash/{hash}. */
  path: string;
  /** Fastify route URL, e.g. /auth/validate/hash/:hash. */
  url: string;
  access: OperationAccess;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; content: Record<string, ContractMediaType> };
  responses: Record<string, ContractResponse>;
}

type Obj = Record<string, unknown>;
const asObject = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});

/**
 * Every operation of every `*.yaml` contract in the folder except common.yaml, refs resolved.
 * Throws on a duplicate operationId or a missing one: the router is keyed by it.
 */
export function loadContracts(dir: string = defaultContractsDir): ContractOperation[] {
  const resolver = new RefResolver();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml') && file !== 'common.yaml')
    .sort();
  const commonFile = path.join(dir, 'common.yaml');
  const commonSchemes = files.length > 0 ? securitySchemesOf(resolver, commonFile) : {};

  const operations: ContractOperation[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const document = asObject(resolver.dereferenceFile(path.join(dir, file)));
    const schemes = { ...commonSchemes, ...asObject(asObject(document.components).securitySchemes) };
    const defaultSecurity = document.security;
    for (const [openapiPath, rawItem] of Object.entries(asObject(document.paths))) {
      const pathItem = asObject(rawItem);
      const sharedParameters = (pathItem.parameters ?? []) as ContractParameter[];
      for (const method of HTTP_METHODS) {
        if (!(method in pathItem)) continue;
        const operation = asObject(pathItem[method]);
        const operationId = operation.operationId;
        if (typeof operationId !== 'string') throw new Error(`${file}: ${method.toUpperCase()} ${openapiPath} has no operationId`);
        const previous = seen.get(operationId);
        if (previous) throw new Error(`operationId ${operationId} appears in ${previous} and ${file}`);
        seen.set(operationId, file);
        const body = operation.requestBody === undefined ? undefined : asObject(operation.requestBody);
        operations.push({
          operationId,
          contract: file,
          method,
          path: openapiPath,
          url: openapiPath.replace(/\{([^}]+)\}/g, ':$1'),
          access: accessOf(operation.security ?? defaultSecurity, schemes),
          parameters: mergeParameters(sharedParameters, (operation.parameters ?? []) as ContractParameter[]),
          ...(body
            ? { requestBody: { required: body.required === true, content: asObject(body.content) as Record<string, ContractMediaType> } }
            : {}),
          responses: asObject(operation.responses) as Record<string, ContractResponse>,
        });
      }
    }
  }
  return operations;
}

function securitySchemesOf(resolver: RefResolver, commonFile: string): Obj {
  try {
    return asObject(asObject(asObject(resolver.dereferenceFile(commonFile)).components).securitySchemes);
  } catch {
    return {};
  }
}

/** Operation-level parameters override path-level ones with the same name and location. */
function mergeParameters(shared: ContractParameter[], own: ContractParameter[]): ContractParameter[] {
  const key = (parameter: ContractParameter) => `${parameter.in}:${parameter.name}`;
  const merged = new Map(shared.map((parameter) => [key(parameter), parameter]));
  for (const parameter of own) merged.set(key(parameter), parameter);
  return [...merged.values()];
}

/** Security is a list of alternatives; an empty alternative (`{}`) or an empty list means public. */
function accessOf(security: unknown, schemes: Obj): OperationAccess {
  if (!Array.isArray(security) || security.length === 0) return { kind: 'public' };
  const alternatives = security.map((requirement) => Object.keys(asObject(requirement)));
  if (alternatives.some((names) => names.length === 0)) return { kind: 'public' };
  const isBearer = (name: string) => {
    const scheme = asObject(schemes[name]);
    return scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer';
  };
  if (alternatives.some((names) => names.every(isBearer))) return { kind: 'bearer' };
  return { kind: 'unsupported', schemes: [...new Set(alternatives.flat())] };
}
