import { ActionIcon, Group, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { Invoice } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { ActionIconLink } from '../../../components/action-icon-link';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { MenuItemLink } from './menu-item-link';
import { useInvoiceRowCommands } from './use-invoice-row-commands';

interface InvoiceRowActionsProps {
  invoice: Invoice;
  onDelete: (invoice: Invoice) => void;
}

/** Preview, then a menu: download as PDF, edit, duplicate, delete. */
export function InvoiceRowActions({ invoice, onDelete }: InvoiceRowActionsProps) {
  const { t } = useTranslation();
  const { busy, download, duplicate } = useInvoiceRowCommands(invoice);
  const id = String(invoice.id);
  const preview = t('invoice.list.actions.preview', { id });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <HoverTooltip label={preview} openDelay={400}>
        <ActionIconLink
          to="/apps/invoice/preview/$id"
          params={{ id }}
          variant="subtle"
          aria-label={preview}
        >
          <IconEye size={18} aria-hidden />
        </ActionIconLink>
      </HoverTooltip>
      <Menu position="bottom-end" shadow="md" width={180}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('invoice.list.actions.more', { id })}
            loading={busy !== null}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('invoice.list.actions.download')}
          </Menu.Item>
          <MenuItemLink
            to="/apps/invoice/edit/$id"
            params={{ id }}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('invoice.list.actions.edit')}
          </MenuItemLink>
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void duplicate()}
          >
            {t('invoice.list.actions.duplicate')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(invoice)}
          >
            {t('invoice.list.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
