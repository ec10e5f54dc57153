import { newAccessUserBodySchema } from '@beacon/contract/access';
import { accountMessages, changePasswordBodySchema } from '@beacon/contract/account';
import { passwordMessages, registerRequestSchema } from '@beacon/contract/auth';
import { refuseCommonPassword } from '../../lib/common-passwords';

// The contract's bodies that set a password, with the check the forms leave to the API: the list
// of common passwords is too large for the sign-in pages' code.

export const checkedRegisterBody = registerRequestSchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);

export const checkedChangePasswordBody = changePasswordBodySchema.superRefine(
  refuseCommonPassword('newPassword', accountMessages.newPasswordCommon),
);

export const checkedNewAccessUserBody = newAccessUserBodySchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);
