import { mapError } from '#platform/http/error-map';
import { Conflict, InvalidBody, NotFound, PermissionDenied, RateLimited, ServiceUnavailable } from '#platform/errors';

describe('the error table', () => {
  test.each([
    [new NotFound('post'), 404, 'resource_not_found'],
    [new InvalidBody({ title: ['required'] }), 422, 'validation_failed'],
    [new PermissionDenied('cms.posts.create'), 403, 'permission_denied'],
    [new Conflict('version_conflict', 'stale'), 409, 'version_conflict'],
    [new RateLimited({ limit: 60, remaining: 0, reset: 1 }, 5), 429, 'too_many_requests'],
    [new ServiceUnavailable(2), 503, 'service_unavailable'],
  ])('%p answers %i %s', (error, status, code) => {
    const mapped = mapError(error);
    expect(mapped.statusCode).toBe(status);
    expect(mapped.code).toBe(code);
  });

  test('permission denials name the permission', () => {
    expect(mapError(new PermissionDenied('cms.posts.create')).details).toEqual({ required_permission: 'cms.posts.create' });
  });

  test.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'InternalServerError', 'TimeoutError'])(
    'the AWS error %s is a retryable 503',
    (name) => {
      const error = Object.assign(new Error('x'), { name });
      expect(mapError(error)).toMatchObject({ statusCode: 503, code: 'service_unavailable', retryAfterSeconds: 1 });
    },
  );

  test('a transaction cancelled by throttling is a 503 to retry', () => {
    const throttled = Object.assign(new Error('x'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }] });
    expect(mapError(throttled)).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
  });

  test.each([
    ['a conflict', { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] }],
    ['an untranslated condition', { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }],
    ['a conflict exception', { name: 'TransactionConflictException' }],
    ['a failed single-item condition', { name: 'ConditionalCheckFailedException' }],
  ])('%s that survived the use case is a 409 write_conflict, never a 500', (_label, fields) => {
    expect(mapError(Object.assign(new Error('x'), fields))).toMatchObject({ statusCode: 409, code: 'write_conflict' });
  });

  test('an unknown error is a 500 that says nothing of its cause', () => {
    const mapped = mapError(new TypeError('secret internals at /var/task/index.js:1'));
    expect(mapped).toEqual({ statusCode: 500, code: 'internal_error', message: 'An internal error occurred.', internal: true });
  });
});
