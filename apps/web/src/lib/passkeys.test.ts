import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { ceremonyFailure } from './passkeys';

const domError = (name: string) => new DOMException('the browser says no', name);

describe('ceremonyFailure', () => {
  it('reads a cancelled or timed-out ceremony as cancelled, as browsers report it', () => {
    expect(ceremonyFailure(domError('NotAllowedError'))).toBe('cancelled');
    const passedOn = new WebAuthnError({
      message: 'cancelled',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: domError('NotAllowedError'),
    });
    expect(ceremonyFailure(passedOn)).toBe('cancelled');
  });

  it('tells a passkey already on the device, and a device that cannot make one', () => {
    const previously = new WebAuthnError({
      message: 'already registered',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: domError('InvalidStateError'),
    });
    expect(ceremonyFailure(previously)).toBe('exists');
    expect(ceremonyFailure(domError('NotSupportedError'))).toBe('unsupported');
  });

  it('leaves any other error to the general report', () => {
    expect(ceremonyFailure(new Error('network down'))).toBeNull();
    expect(ceremonyFailure('not an error')).toBeNull();
  });
});
