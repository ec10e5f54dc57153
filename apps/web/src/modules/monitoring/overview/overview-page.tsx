export function OverviewPage() {
  return null;
}
