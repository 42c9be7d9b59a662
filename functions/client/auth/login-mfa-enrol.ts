import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { enrolAtLogin } from '#domains/accounts/login-enrolment';
import { enrolmentShape } from '#domains/accounts/mfa-enrolment';
import { mfaTokenBodyCheck } from '#domains/accounts/mfa-bodies';
import { EnrolmentSchema } from '#domains/accounts/mfa-response-schemas';
import { ENROLMENT_EXAMPLE, MFA_TOKEN_EXAMPLE } from '#domains/accounts/mfa-examples';

export const operation = endpoint({ body: mfaTokenBodyCheck }, async ({ body }) => created(enrolmentShape(await enrolAtLogin(body.mfa_token))));

DOCS: documentRequest(operation, { mfa_token: MFA_TOKEN_EXAMPLE });
DOCS: documentResponse(operation, EnrolmentSchema, ENROLMENT_EXAMPLE);
