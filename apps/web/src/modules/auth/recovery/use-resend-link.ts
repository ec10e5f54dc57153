import { api, unwrap } from '../../../lib/http';
import { useReportFailure } from '../use-report-failure';

export interface ResendLink {
  resend: (email: string) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}

/**
 * Asks for a new confirmation link. Kept out of the notices, which load when shown: a chunk loaded
 * later that imported the HTTP client would pull it (and i18n) out of the sign-in pages' entry.
 */
export function useResendLink(): ResendLink {
  const reportFailure = useReportFailure();
  return {
    resend: (email) => unwrap(api.POST('/auth/verify-email/resend', { body: { email } })),
    onFailure: (error) =>
      reportFailure(error, {
        fields: [],
        setFieldError: () => undefined,
        titleKey: 'recovery.checkMail.resendFailed',
      }),
  };
}
