/** Per test file: the environment a deployed function would have, minus AWS. */
process.env.AWS_REGION ??= 'local';
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
process.env.JWT_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-0123456789';
process.env.LOG_LEVEL ??= 'SILENT';
process.env.DYNAMODB_REQUEST_TIMEOUT_MS ??= '8000'; // DynamoDB Local on a loaded 2-core machine; AWS keeps 2 s (test/integration/db/deadlines.test.ts)
process.env.TABLE_NAME ??= 'unset-call-useTestTable';
process.env.SCRYPT_LOG2_N ??= '12'; // fast hashes in tests; passwords.test.ts checks OWASP's default
process.env.PUBLIC_BASE_URL ??= 'https://api.example.test'; // direct handler calls; the local gateway sets its own URL
process.env.CURSOR_SECRET ??= 'test-cursor-secret-0123456789abcdef';
process.env.MFA_KEY ??= 'test-mfa-key-0123456789abcdef';
process.env.PREVIEW_KEY ??= 'test-preview-key-0123456789abcdef';
