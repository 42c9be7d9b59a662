import { db, sdkLogger } from '#platform/db/client';
import { logger } from '#platform/logs/logger';

describe("the DynamoDB client's logger", () => {
  it('has no info or error method, so the SDK does not redact every input and output for a dropped log line', () => {
    // Act
    const configured = (db as unknown as { config: { logger: object } }).config.logger;
    // Assess
    expect(configured).toBe(sdkLogger);
    expect('info' in configured).toBe(false);
    expect('error' in configured).toBe(false);
  });

  it("passes the SDK's warnings to the service log", () => {
    // Prepare
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      // Act
      sdkLogger.warn('socket usage at capacity=50');
      // Assess
      expect(warn).toHaveBeenCalledWith('aws sdk warning', { detail: 'socket usage at capacity=50' });
    } finally {
      warn.mockRestore();
    }
  });
});
