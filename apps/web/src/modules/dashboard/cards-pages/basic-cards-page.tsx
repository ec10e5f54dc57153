import { PageHeader } from '../../../components/page-header';

// Placeholder until the page is built (issue 17, in progress).
export function BasicCardsPage() {
  return <PageHeader title="BasicCardsPage" />;
}
