import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TableRow } from '@beacon/contract/datatables';
import {
  IconChevronDown,
  IconClipboardCopy,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPrinter,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdfLanguage } from '../../../lib/pdf-latin1';
import { saveTextFile } from '../../../lib/save-file';
import { rowsCsv, rowsTsv } from './table-export';

interface ExportMenuProps {
  /** What to export: every filtered row in the table's order, or the selection. */
  rows: readonly TableRow[];
}

const fileBase = 'datatable';

/** "Export": Print, CSV, Excel, PDF and Copy of the rows. Excel and PDF load their code on demand. */
export function ExportMenu({ rows }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const empty = rows.length === 0;
  const translate = (key: string) => t(key);
  const title = t('datatables.basic.buttons.title');

  const failed = () =>
    notifications.show({
      color: 'red',
      title: t('datatables.export.failed'),
      message: t('datatables.export.failedMessage'),
    });

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } catch {
      failed();
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    try {
      // Missing outside a secure context (plain http on another host): that is a refusal too.
      if (!('clipboard' in navigator)) throw new Error('No clipboard');
      await navigator.clipboard.writeText(rowsTsv(rows, translate));
      notifications.show({
        color: 'green',
        title: t('datatables.export.copied'),
        message: t('datatables.export.copiedMessage', { count: rows.length }),
      });
    } catch {
      notifications.show({
        color: 'red',
        title: t('datatables.export.copyFailed'),
        message: t('datatables.export.copyFailedMessage'),
      });
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="default"
          loading={pending}
          leftSection={<IconUpload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('datatables.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={empty}
          onClick={() =>
            void run(async () => {
              const { printRows } = await import('./print-rows');
              printRows(rows, translate, title, i18n.dir());
            })
          }
        >
          {t('datatables.export.print')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          disabled={empty}
          onClick={() =>
            saveTextFile(`${fileBase}.csv`, rowsCsv(rows, translate), 'text/csv;charset=utf-8')
          }
        >
          {t('datatables.export.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          disabled={empty}
          onClick={() =>
            void run(async () => {
              const { downloadXlsx } = await import('./export-xlsx');
              await downloadXlsx(rows, translate, `${fileBase}.xlsx`);
            })
          }
        >
          {t('datatables.export.excel')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          disabled={empty}
          onClick={() =>
            void run(async () => {
              const { downloadPdf } = await import('./export-pdf');
              const fixed = i18n.getFixedT(pdfLanguage(i18n.language));
              downloadPdf(
                rows,
                (key) => fixed(key),
                fixed('datatables.basic.buttons.title'),
                `${fileBase}.pdf`,
              );
            })
          }
        >
          {t('datatables.export.pdf')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconClipboardCopy size={16} aria-hidden />}
          disabled={empty}
          onClick={() => void copy()}
        >
          {t('datatables.export.copy')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
