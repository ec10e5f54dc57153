import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** False in the collapsed menu rail: the mark alone. */
  withName?: boolean;
}

/** The Beacon mark and name, linking home; the link keeps its accessible name either way. */
export function Brand({ withName = true }: Props) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.brandHome')}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <img src="/logo-white.svg" alt="" width={32} height={32} />
      {withName && (
        <Text component="span" fw={700} fz={22} c="inherit" lh={1}>
          {t('app.brand')}
        </Text>
      )}
    </Link>
  );
}
