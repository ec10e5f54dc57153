import { passwordMessages, registerRequestSchema } from '@beacon/contract/auth';
import { refuseCommonPassword } from '../../lib/common-passwords';

// The sign-up body, with the check the form leaves to the API: the list of common passwords is too
// large for the sign-in pages' code.

export const checkedRegisterBody = registerRequestSchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);
