import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { RulesPage } from '../../modules/monitoring/rules/rules-page';

export const Route = createFileRoute('/_app/alarmconfigs')({
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: RulesPage,
});
