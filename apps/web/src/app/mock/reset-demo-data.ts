import { queryClient } from '../../lib/query';

/**
 * "Reset demo data": every table back to the seed, then every query refetched. The mock entry is
 * imported here, behind the build-time flag, so the server-mode bundle never references it.
 */
export async function resetDemoData(): Promise<void> {
  if (!__BEACON_MOCK__) return;
  const { resetDemoData: reset } = await import('../../lib/mock/start');
  await reset();
  await queryClient.invalidateQueries();
}
