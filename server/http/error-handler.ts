import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import { describeValidationErrors } from '../openapi/validation.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';

/** Fastify's own errors for bad input, turned into the contract's Error shape instead of a 500. */
function problemFromFastify(error: FastifyError): ApiProblem | null {
  if (error.validation) {
    return ApiProblem.validation(describeValidationErrors(error.validation, error.validationContext ?? 'body'));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ApiProblem.validation([{ field: 'body', message: 'is not valid JSON' }], 'Malformed JSON body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiProblem(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? new ApiProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json')
        : ApiProblem.validation([{ field: 'body', message: 'has a wrong Content-Length' }], 'Malformed body');
    case 'FST_ERR_BAD_URL':
      return ApiProblem.validation([{ field: 'url', message: 'is not a valid URL' }], 'Malformed URL');
    default:
      break;
  }
  // Other client errors Fastify or a plugin raises (JSON prototype poisoning is a 400 SyntaxError).
  const status = error.statusCode ?? 500;
  if (status === 400) return ApiProblem.validation([{ field: 'body', message: 'is not acceptable' }], 'The request could not be read');
  if (status > 400 && status < 500) return new ApiProblem(status, 'BAD_REQUEST', 'The request could not be processed');
  return null;
}

export function sendProblem(reply: FastifyReply, problem: ApiProblem): FastifyReply {
  return reply.code(problem.statusCode).headers(problem.headers).type('application/json; charset=utf-8').send(problem.body);
}

/** Every failure answers the common Error shape; unexpected ones are logged and hidden behind a 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = error instanceof ApiProblem ? error : problemFromFastify(error);
    if (problem) return sendProblem(reply, problem);
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return sendProblem(reply, ApiProblem.serviceUnavailable());
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(reply, new ApiProblem(500, 'INTERNAL_ERROR', 'Internal server error'));
  });
}

/**
 * For `frameworkErrors`: failures raised before routing (a URL that cannot be decoded). Hooks do
 * not run for these, so the security headers are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  void sendProblem(reply, problemFromFastify(error) ?? ApiProblem.validation([{ field: 'url', message: 'is invalid' }]));
}
