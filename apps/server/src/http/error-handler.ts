import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { statusOfError, type ErrorCode } from '@pkg/contracts/error-codes';
import { textLanguageOf, normaliseLanguage } from '@pkg/contracts/languages';
import { translate } from '@pkg/i18n/messages';
import { AppError } from './errors.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_VALIDATION: 'bad_request',
};

/** Sends the `/wps` failure envelope, with the message in the caller's language. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail?: string,
  extra: Record<string, string | number | boolean | readonly string[]> = {},
) {
  const language = textLanguageOf(normaliseLanguage(request.headers.language as string | undefined));
  const text = translate(language, `errors.${code}`);
  return reply.status(statusOfError(code)).send({
    success: false,
    errorCode: code,
    message: detail ? `${text} (${detail})` : text,
    requestId: request.id,
    ...extra,
  });
}

/** Maps every thrown error to the failure envelope; unexpected ones are logged and hidden. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendFailure(request, reply, error.code, error.detail, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || issue.schemaPath || 'value'}: ${issue.message}`)
        .join('; ');
      return sendFailure(request, reply, 'bad_request', detail);
    }
    if (error.statusCode === 429) return sendFailure(request, reply, 'too_many_requests');
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendFailure(request, reply, mapped);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(request, reply, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(request, reply, 'internal_error');
  });
}
