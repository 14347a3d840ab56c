import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { components } from '../../openapi/generated/documents.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { defaultContractsDir } from '../openapi/contracts.ts';
import { RefResolver } from '../openapi/resolve-refs.ts';
import { compileSchema, createContractAjv, describeValidationErrors } from '../openapi/validation.ts';
import { hasVisibleContent, sanitizeRichHtml } from './html.ts';

export type NotificationComponentContent = components['schemas']['NotificationComponentContent'];

/** NotificationConfig.content's maxLength in the contract. */
export const NOTIFICATION_CONTENT_MAX_LENGTH = 20_000;

const FIELD = 'body.config.content';

let componentValidator: ValidateFunction | null = null;

/** The contract's NotificationComponentContent schema, compiled once: the registry lives in openapi/documents.yaml. */
function validateComponent(): ValidateFunction {
  if (!componentValidator) {
    const document = new RefResolver().dereferenceFile(path.join(defaultContractsDir, 'documents.yaml')) as {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    const schema = document.components.schemas.NotificationComponentContent;
    if (!schema) throw new Error('openapi/documents.yaml has no NotificationComponentContent schema');
    componentValidator = compileSchema(createContractAjv({ coerceTypes: false }), schema);
  }
  return componentValidator;
}

/** The JSON object a content string holds, or null when it is not JSON text of an object (so HTML). */
function jsonObjectOf(content: string): unknown {
  const text = content.trim();
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * What is stored for a notification's `config.content`: a component reference, validated against
 * the contract and kept as compact JSON, or HTML sanitised with the allowlist. Throws 400 naming the
 * field for a component the registry does not have or wrong props, 422 for HTML that is empty or
 * too long once sanitised.
 */
export function prepareNotificationContent(content: string): string {
  const json = jsonObjectOf(content);
  if (json !== null) {
    const validate = validateComponent();
    if (!validate(json)) {
      // A discriminator error is about the tag: name that property, not the whole object.
      const errors = (validate.errors ?? []).map((error) =>
        error.keyword === 'discriminator' ? { ...error, instancePath: `${error.instancePath}/${String(error.params.tag)}` } : error,
      );
      throw ApiProblem.validation(
        describeValidationErrors(errors, FIELD),
        'config.content is JSON but not a component of the registry (NotificationComponentContent)',
      );
    }
    return JSON.stringify(json);
  }
  const sanitized = sanitizeRichHtml(content);
  if (!hasVisibleContent(sanitized)) {
    throw unacceptable(FIELD, 'has no content left once sanitised');
  }
  if (sanitized.length > NOTIFICATION_CONTENT_MAX_LENGTH) {
    throw unacceptable(FIELD, `is longer than ${NOTIFICATION_CONTENT_MAX_LENGTH} characters once sanitised`);
  }
  if (jsonObjectOf(sanitized) !== null) {
    // Markup around JSON text: once stripped it would read as a component nobody validated.
    throw ApiProblem.validation([{ field: FIELD, message: 'is neither HTML nor a valid component reference' }]);
  }
  return sanitized;
}

/** 422 VALIDATION_FAILED: well-formed, but not acceptable. */
export function unacceptable(field: string, message: string): ApiProblem {
  return new ApiProblem(422, 'VALIDATION_FAILED', 'The request is well-formed but not acceptable', { details: [{ field, message }] });
}
