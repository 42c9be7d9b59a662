/** The spec's response bodies (section 1 and 7): primary `{status, result, meta?}`, alternative `{data, meta?}`. */
import type { MappedError } from './error-map';
import type { Reply } from './reply';

export type EnvelopeForm = 'primary' | 'data';
export type ErrorForm = 'primary' | 'alternative';

export function successBody(form: EnvelopeForm, reply: Reply): Record<string, unknown> {
  const meta = reply.meta ? { meta: reply.meta } : {};
  if (form === 'data') return { data: reply.result, ...meta, ...reply.extra };
  return { status: true, result: reply.result, ...meta, ...reply.extra };
}

export function errorBody(form: ErrorForm, error: MappedError, requestId: string): Record<string, unknown> {
  if (form === 'alternative') {
    return { error: { code: error.code, message: error.message, details: error.errors ?? error.details ?? {} } };
  }
  return {
    status: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.details ? { details: error.details } : {}),
      ...(error.internal ? { request_id: requestId } : {}),
    },
  };
}
