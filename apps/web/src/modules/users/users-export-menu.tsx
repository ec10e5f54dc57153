import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@beacon/contract/users';
import {
  IconChevronDown,
  IconClipboardCopy,
  IconFileTypeCsv,
  IconPrinter,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../../lib/save-file';
import { usersCsv, usersTsv } from './users-export';

interface UsersExportMenuProps {
  /** The rows the table shows now (this page, these filters and this order). */
  users: readonly User[] | undefined;
}

/** "Export": print the page, download the shown rows as CSV, or copy them for a spreadsheet. */
export function UsersExportMenu({ users = [] }: UsersExportMenuProps) {
  const { t } = useTranslation();
  const empty = users.length === 0;

  const copy = async () => {
    try {
      // Missing outside a secure context (plain http on another host): that is a refusal too.
      if (!('clipboard' in navigator)) throw new Error('No clipboard');
      await navigator.clipboard.writeText(usersTsv(users));
      notifications.show({
        color: 'green',
        title: t('users.export.copied'),
        message: t('users.export.copiedMessage'),
      });
    } catch {
      notifications.show({
        color: 'red',
        title: t('users.export.copyFailed'),
        message: t('users.export.copyFailedMessage'),
      });
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          w={{ base: '100%', sm: 'auto' }}
        >
          {t('users.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('users.export.print')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          disabled={empty}
          onClick={() => saveTextFile('users.csv', usersCsv(users), 'text/csv;charset=utf-8')}
        >
          {t('users.export.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconClipboardCopy size={16} aria-hidden />}
          disabled={empty}
          onClick={() => void copy()}
        >
          {t('users.export.copy')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
