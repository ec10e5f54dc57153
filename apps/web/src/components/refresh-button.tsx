import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface Props {
  label: string;
  onClick: () => void;
  /** A refetch of what is already shown: the button spins; a first load has its own loader. */
  refreshing: boolean;
}

/** A page header's "Refresh": fetches the list again without leaving the page. */
export function RefreshButton({ label, onClick, refreshing }: Props) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onClick}
      loading={refreshing}
    >
      {label}
    </Button>
  );
}
