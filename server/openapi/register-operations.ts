import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';
import { mayCall } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { ContractOperation } from './contracts.ts';
import type { OperationHandlers } from './operations.ts';
import { nulTextErrors } from './nul-text.ts';
import { numericTextCheck } from './numeric-text.ts';
import { compileSchema, createContractAjv, requestSchemasOf } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the router before the handler runs on operations with bearer security. */
    session: Session | null;
  }
}

export interface RegisterOperationsOptions {
  operations: readonly ContractOperation[];
  handlers: OperationHandlers;
  authenticate(request: FastifyRequest): Promise<Session>;
  /** Runs first on GET operations that only answer JSON (the client app takes browser navigations). */
  beforeJsonGet?: onRequestAsyncHookHandler;
}

interface UntypedAnswer {
  status: number | string;
  body: unknown;
  headers?: Record<string, string>;
}
type UntypedHandler = (context: {
  params: unknown;
  query: unknown;
  body: unknown;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}) => Promise<UntypedAnswer>;

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

const answersOnlyJson = (operation: ContractOperation) =>
  Object.values(operation.responses).every((response) =>
    Object.keys(response.content ?? {}).every(isJsonType),
  );

function answersJson(operation: ContractOperation, status: number | string): boolean {
  const response = operation.responses[String(status)] ?? operation.responses.default;
  return Object.keys(response?.content ?? {}).some(isJsonType);
}

/** What Fastify expects of a validator: a verdict, with the reasons left on the function. */
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** A validator that also refuses what `check` finds, reporting the schema's errors and the check's together. */
function alsoChecking(validate: Validator, check: (data: unknown) => ErrorObject[]): Validator {
  const checked: Validator = (data: unknown) => {
    const found = check(data);
    const valid = validate(data) && found.length === 0;
    checked.errors = valid ? null : [...(validate.errors ?? []), ...found];
    return valid;
  };
  checked.errors = validate.errors;
  return checked;
}

/**
 * Registers every contract operation as a route. Params, query, listed headers and JSON bodies are
 * validated by Ajv against the contract's own schemas (bodies without coercion, so a wrong type is a
 * 400). Bearer operations authenticate (401) and authorise by role (403) before the body is read.
 * An operation without a handler answers 501 NOT_IMPLEMENTED.
 */
export function registerOperations(app: FastifyInstance, options: RegisterOperationsOptions): void {
  const stringPartsAjv = createContractAjv({ coerceTypes: true });
  const bodyAjv = createContractAjv({ coerceTypes: false });
  const optionalBodies = new Set<string>();

  app.decorateRequest('session', null);
  const compile = ({ schema, method, url, httpPart }: { schema: unknown; method: string; url: string; httpPart?: string }) => {
    const validate = compileSchema(httpPart === 'body' ? bodyAjv : stringPartsAjv, schema as Record<string, unknown>);
    if (httpPart !== 'body') {
      const numericText = numericTextCheck(schema as Record<string, unknown>);
      if (!numericText) return validate;
      // Numerals are judged as written, before coercion turns "1e309" into an unbounded Infinity.
      return alsoChecking(validate, numericText);
    }
    if (!optionalBodies.has(`${method} ${url}`)) return validate;
    // Fastify hands an absent body to the validator as null; an optional body may be absent.
    const optional = (data: unknown) => {
      const valid = data === null || validate(data);
      optional.errors = valid ? null : validate.errors;
      return valid;
    };
    optional.errors = validate.errors;
    return optional;
  };
  // Besides its schema, no string of a request may hold NUL (server/openapi/nul-text.ts).
  app.setValidatorCompiler((route) => alsoChecking(compile(route), (data) => nulTextErrors(data)));

  for (const operation of options.operations) {
    const { operationId } = operation;
    const method = operation.method.toUpperCase() as HTTPMethods;
    if (operation.requestBody && !operation.requestBody.required) {
      optionalBodies.add(`${method} ${operation.url}`);
    }
    const handler =
      operation.access.kind === 'unsupported' ? undefined : (options.handlers[operationId as keyof OperationHandlers] as UntypedHandler | undefined);
    if (operation.access.kind === 'unsupported') {
      app.log.warn({ operationId, schemes: operation.access.schemes }, 'security scheme not enforced by this server; the operation answers 501');
    }

    const onRequest: onRequestAsyncHookHandler[] = [];
    if (options.beforeJsonGet && method === 'GET' && answersOnlyJson(operation)) onRequest.push(options.beforeJsonGet);
    if (operation.access.kind === 'bearer') {
      onRequest.push(async (request) => {
        request.session = await options.authenticate(request);
        if (!mayCall(request.session.role, operationId)) throw ApiProblem.forbidden();
      });
    }

    app.route({
      method,
      url: operation.url,
      schema: requestSchemasOf(operation),
      onRequest,
      // Before validation: an operation that does not exist yet has no input to judge.
      preValidation: handler
        ? []
        : [
            async () => {
              throw ApiProblem.notImplemented(operationId);
            },
          ],
      handler: async (request, reply) => {
        if (!handler) throw ApiProblem.notImplemented(operationId);
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          session: request.session,
          request,
          reply,
        });
        reply.code(Number(answer.status));
        if (answer.headers) reply.headers(answer.headers);
        if (answer.body === undefined) return reply.send();
        // Serialised here, so a JSON string or boolean answer is JSON too (Fastify would send a string raw).
        if (answersJson(operation, answer.status)) return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
        return reply.send(answer.body);
      },
    });
  }
}
