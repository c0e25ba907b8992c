import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { databaseErrorFacts } from './database-errors';

/** An error whose message is safe and useful to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A single bad field, as 400 answers list them. */
export interface FieldError {
  path: string;
  message: string;
}

const FOREIGN_KEY_VIOLATION = '23503';
const GONE = 'Not found: it was deleted a moment ago.';

const GENERIC: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'Unsupported content type: send JSON.',
};

/**
 * One error format for every route: `{message}` plus `errors` for bad fields. Server faults
 * answer 500 with no internals and are logged; nothing else leaks a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path:
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (error.validationContext ?? 'body'),
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext === 'body' ? '' : ` in ${error.validationContext}`;
      const first = errors[0];
      return reply.code(400).send({
        message:
          errors.length === 1 && first
            ? `${first.path}: ${first.message}`
            : `Invalid input${where}: ${errors.map((e) => e.path).join(', ')}`,
        errors,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (databaseErrorFacts(error)?.code === FOREIGN_KEY_VIOLATION) {
      // A write that names a row another request deleted a moment before (the account, a
      // conversation): missing, like any other; inputs that name rows are checked first.
      request.log.info({ err: error }, 'write refers to a row deleted meanwhile');
      return reply.code(404).send({ message: GONE });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : (GENERIC[status] ?? error.message);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * Unknown /api paths (and non-GET requests) answer 404 JSON; any other GET gets the web
 * client's index.html, whose router shows the page or its 404 card.
 */
export function registerNotFound(app: FastifyInstance, indexHtml: Buffer | null) {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
