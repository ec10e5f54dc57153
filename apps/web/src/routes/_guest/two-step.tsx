import { createFileRoute } from '@tanstack/react-router';
import { TwoStepPage } from '../../modules/auth/two-factor/two-step-page';

/** After the password, when the account signs in with a second factor (or must set one up). */
export const Route = createFileRoute('/_guest/two-step')({ component: TwoStepPage });
