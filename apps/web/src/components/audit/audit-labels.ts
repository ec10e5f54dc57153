import type { MantineColor } from '@mantine/core';
import type { AuditAction, AuditResource } from '@beacon/contract/audit-values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** One colour per kind of write: additions green, removals red, access changes in their own hue. */
export const actionColor: Record<AuditAction, MantineColor> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  'sign-in': 'teal',
  'sign-out': 'gray',
  'role-change': 'grape',
};

/** The translated names of actions and resources (resources are table names, never shown raw). */
export function useAuditLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      action: (action: AuditAction) => t(`auditLog.actions.${action}`),
      resource: (resource: AuditResource) => t(`auditLog.resources.${resource}`),
    }),
    [t],
  );
}
