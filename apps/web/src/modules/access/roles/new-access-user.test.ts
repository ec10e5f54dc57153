import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import i18n from '../../../lib/i18n';
import { serverErrors } from '../../../lib/form-errors';
import { accessMessage } from '../server-messages';
import {
  type NewAccessUserValues,
  checkNewAccessUser,
  newAccessUserField,
} from './new-access-user';

const t = i18n.t.bind(i18n);

const values = (password: string): NewAccessUserValues => ({
  fullName: 'Pat Example',
  username: 'pat',
  email: 'pat@example.com',
  password,
  role: 'client',
  currentPlan: 'basic',
});

describe('a new user’s password', () => {
  it('is required when empty, and said to be spaces only when it is', () => {
    expect(checkNewAccessUser(values(''), t).errors.password).toBe('This field is required');
    const spaces = checkNewAccessUser(values('          '), t);
    expect(spaces.errors.password).toBe('Password may not be only spaces');
    expect(spaces.body).toBeNull();
  });

  it('is sent as typed when long enough, spaces inside included', () => {
    expect(checkNewAccessUser(values('maple tundra 37'), t).body?.password).toBe('maple tundra 37');
  });

  it('takes the server’s common-password refusal in the reader’s language', async () => {
    const refusal = new ApiError(400, {
      error: { password: ['Password is too common: choose one that is harder to guess'] },
    });
    await i18n.changeLanguage('de');
    expect(serverErrors(refusal, { field: newAccessUserField, message: accessMessage(t) })).toEqual(
      {
        password:
          'Dieses Passwort ist zu verbreitet: Wählen Sie eines, das schwerer zu erraten ist',
      },
    );
  });
});
