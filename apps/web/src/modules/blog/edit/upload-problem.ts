import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/http';

/** Why an upload failed, for the field: the store's own message (too large, not a picture…). */
export function uploadProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const fields = error.fields;
    const first = fields ? Object.values(fields).flat()[0] : undefined;
    if (first) return first;
    if (error.body && typeof error.body.error === 'string') return error.body.error;
  }
  return t('blog.edit.uploadFailed');
}
