export function ChartPage() {
  return null;
}
