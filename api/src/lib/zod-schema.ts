// Zod as Fastify's schema language: routes declare zod schemas for querystring, params, body and
// responses; this file teaches Fastify to validate with them and TypeScript to type handlers from
// them. Failed validation becomes a 400 whose msg names the field in plain words.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import { JsonText } from './json';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> | JsonText<z.input<this['schema']>> : unknown;
}

type Issue = z.core.$ZodRawIssue;

function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'The request';
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '[');
}

function typeWord(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return `of type ${expected}`;
  }
}

/** Default wording for issues whose schema gave no message of its own. */
export function humanIssue(iss: Issue): string {
  const field = fieldName(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) {
        return field === 'The request' ? 'The request body is missing' : `${field} is required`;
      }
      if (field === 'The request') return `The request body must be ${typeWord(String(iss.expected))}`;
      return `${field} must be ${typeWord(String(iss.expected))}`;
    case 'too_small':
      if (iss.origin === 'string') {
        return Number(iss.minimum) <= 1 ? `${field} cannot be blank` : `${field} must be at least ${iss.minimum} characters`;
      }
      if (iss.origin === 'array') return `${field} must have at least ${iss.minimum} item(s)`;
      return `${field} must be at least ${iss.minimum}`;
    case 'too_big':
      if (iss.origin === 'string') return `${field} must be at most ${iss.maximum} characters`;
      if (iss.origin === 'array') return `${field} must have at most ${iss.maximum} item(s)`;
      return `${field} must be at most ${iss.maximum}`;
    case 'invalid_format':
      if (iss.format === 'email') return `${field} must be a valid e-mail address`;
      return `${field} is not in the expected format`;
    case 'invalid_value':
      return `${field} must be one of: ${iss.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${iss.divisor}`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${iss.keys.join(', ')}`;
    default:
      return `${field} is not valid`;
  }
}

/** The validation error Fastify receives; the error handler answers it with status 400. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    message: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data: unknown) => {
  const result = schema.safeParse(data, { error: humanIssue });
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(result.error.issues[0]?.message ?? 'Invalid request', result.error.issues) };
};

/**
 * Responses are serialized with JSON.stringify, or are JSON text already (JsonText: sent as it
 * is). When `check` is on (development and tests) each response is also checked against its
 * declared schema, so a shape drift fails loudly in tests instead of reaching a screen.
 */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema }) =>
    (data: unknown) => {
      const text = data instanceof JsonText ? data.text : undefined;
      if (check) {
        const result = schema.safeParse(text === undefined ? data : JSON.parse(text));
        if (!result.success) {
          throw new Error(`Response does not match its schema: ${z.prettifyError(result.error)}`);
        }
      }
      return text ?? JSON.stringify(data);
    };
}
