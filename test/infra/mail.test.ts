/**
 * Email in the synthesized stack: only the functions that send (the routes with the `mail`
 * capability) may call SES, only SendEmail, only on the identity of the stack's `mailFrom` and only as
 * that sender; they alone are told the sender, the registration setting and the links' settings. A
 * `mailFrom` or REGISTRATION the stack cannot use stops the synthesis.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { routes } from '#platform/routes/index';
import { functionStatements } from '#test/support/least-privilege/policy-check';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { asArray, type Statement } from './template-model';

const SENDER = 'news@example.com';
const synthesized = synthesizeWithoutBundling(undefined, { mailFrom: SENDER, REGISTRATION: 'open', SITE_URL: 'https://example.com' });
const statements = functionStatements(synthesized);
const sending = routes.filter((route) => route.capabilities.includes('mail')).map((route) => route.id).sort();
const sesStatements = (list: Statement[]) => list.filter((statement) => asArray(statement.Action).some((action) => action.startsWith('ses:')));

const environmentOf = (functionId: string): Record<string, unknown> => {
  const fn = synthesized.stack.handlers.functions.get(functionId)!;
  return (synthesized.resources[synthesized.logicalId(fn)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
};

describe('SES permissions', () => {
  test('the functions that send are register and forgot-password', () => {
    // Assess
    expect(sending).toEqual(['client-auth-forgot-password', 'client-auth-register']);
  });

  test('only they may call SES, and only SendEmail as mailFrom on its identity (the address, or its domain)', () => {
    // Act
    const withSes = [...statements].filter(([, list]) => sesStatements(list).length > 0).map(([id]) => id).sort();
    // Assess
    expect(withSes).toEqual(sending);
    for (const id of sending) {
      const [statement, ...others] = sesStatements(statements.get(id)!);
      expect(others).toEqual([]);
      expect(asArray(statement!.Action)).toEqual(['ses:SendEmail']);
      expect(JSON.stringify(statement!.Resource)).toContain(`:identity/${SENDER}`);
      expect(JSON.stringify(statement!.Resource)).toContain(':identity/example.com');
      expect(JSON.stringify(statement!.Resource)).not.toContain('*');
      expect(statement!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': SENDER } });
    }
  });

  test('only they are told the sender, the registration setting and the site of the links', () => {
    // Act
    const told = routes.filter((route) => 'MAIL_FROM' in environmentOf(route.id)).map((route) => route.id).sort();
    // Assess
    expect(told).toEqual(sending);
    for (const id of sending) expect(environmentOf(id)).toMatchObject({ MAIL_FROM: SENDER, REGISTRATION: 'open', SITE_URL: 'https://example.com' });
    expect('REGISTRATION' in environmentOf('client-auth-login')).toBe(false);
  });
});

describe('the settings', () => {
  test('without mailFrom: no function may call SES, none is told a sender; the synthesis notes it, and warns where registration is open', () => {
    // Act
    const plain = synthesizeWithoutBundling();
    const open = synthesizeWithoutBundling(undefined, { REGISTRATION: 'open' });
    const withSes = [...functionStatements(plain)].filter(([, list]) => sesStatements(list).length > 0);
    // Assess
    expect(withSes).toEqual([]);
    expect(Annotations.fromStack(plain.stack).findWarning('*', Match.stringLikeRegexp('mailFrom'))).toHaveLength(0);
    expect(Annotations.fromStack(plain.stack).findInfo('*', Match.stringLikeRegexp('mailFrom'))).toHaveLength(1);
    expect(Annotations.fromStack(open.stack).findWarning('*', Match.stringLikeRegexp('mailFrom'))).toHaveLength(1);
  });

  test.each([
    [{ mailFrom: 'not an address' }, '-c mailFrom=not an address is not an email address'],
    [{ REGISTRATION: 'maybe' }, '-c REGISTRATION=maybe is not a registration mode'],
    [{ RESET_URL_PATTERN: 'https://example.com/reset' }, '-c RESET_URL_PATTERN=https://example.com/reset must contain {token}'],
  ])('%j stops the synthesis, saying what to write', (context, message) => {
    // Act and assess
    expect(() => synthesizeWithoutBundling(undefined, context as Record<string, string>)).toThrow(message);
  });
});
