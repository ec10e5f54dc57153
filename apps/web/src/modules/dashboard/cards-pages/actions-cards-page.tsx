import { PageHeader } from '../../../components/page-header';

// Placeholder until the page is built (issue 17, in progress).
export function ActionsCardsPage() {
  return <PageHeader title="ActionsCardsPage" />;
}
