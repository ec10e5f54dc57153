import type { MantineColor } from '@mantine/core';
import type { AuditAction } from '@beacon/contract/audit-values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditResources } from '../../app/module-lists';

/** Each resource's name, as its module's manifest gives it. */
const resourceTitles = new Map(auditResources.map((entry) => [entry.resource, entry.titleKey]));

/** One colour per kind of write: additions green, removals red, access changes in their own hue. */
export const actionColor: Record<AuditAction, MantineColor> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  'sign-in': 'teal',
  'sign-out': 'gray',
  'role-change': 'grape',
};

/**
 * The translated names of actions and resources (resources are table names, shown raw only when no
 * module names them).
 */
export function useAuditLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      action: (action: AuditAction) => t(`auditLog.actions.${action}`),
      resource: (resource: string) => {
        const key = resourceTitles.get(resource);
        return key === undefined ? resource : t(key);
      },
    }),
    [t],
  );
}
