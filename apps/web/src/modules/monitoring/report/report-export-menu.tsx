import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportExportQuery, ReportRow } from '@beacon/contract/monitoring';
import {
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdfLanguage } from '../../../lib/pdf-latin1';
import { saveTextFile } from '../../../lib/save-file';
import { readingFormatsFor } from './reading-format';
import { exportHeadings, reportCsv, reportTexts } from './report-export';
import { reportExportQuery } from './report.queries';

interface ReportExportMenuProps {
  /** The whole selection: every row of it is exported, not only the page shown. */
  query: ReportExportQuery;
  /** The first and last day chosen, for the file's name and the PDF's subtitle. */
  days: { from: string; to: string };
  /** False while nothing is selected or known: the menu is disabled. */
  enabled: boolean;
}

/** "Export": the whole selection as CSV, Excel or PDF. Excel and PDF load their code on demand. */
export function ReportExportMenu({ query, days, enabled }: ReportExportMenuProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const fileBase = `report-${days.from}-${days.to}`;

  // The rows are fetched when asked for: the table holds one page, an export the whole selection.
  const run = async (work: (rows: ReportRow[]) => void | Promise<void>) => {
    setPending(true);
    try {
      const { rows } = await queryClient.fetchQuery(reportExportQuery(query));
      await work(rows);
    } catch {
      notifications.show({
        color: 'red',
        title: t('monitoringReport.export.failed'),
        message: t('monitoringReport.export.failedMessage'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="default"
          loading={pending}
          disabled={!enabled}
          leftSection={<IconUpload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('monitoringReport.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={() =>
            void run((rows) =>
              saveTextFile(
                `${fileBase}.csv`,
                reportCsv(rows, (key) => t(key)),
                'text/csv;charset=utf-8',
              ),
            )
          }
        >
          {t('monitoringReport.export.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() =>
            void run(async (rows) => {
              const { downloadXlsx } = await import('./report-xlsx');
              await downloadXlsx(rows, (key) => t(key), `${fileBase}.xlsx`);
            })
          }
        >
          {t('monitoringReport.export.excel')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() =>
            void run(async (rows) => {
              const { downloadPdf } = await import('./report-pdf');
              const language = pdfLanguage(i18n.language);
              const fixed = i18n.getFixedT(language);
              const count = new Intl.NumberFormat(language);
              const formats = readingFormatsFor(language, fixed);
              downloadPdf(
                {
                  title: fixed('monitoringReport.page.title'),
                  subtitle: fixed('monitoringReport.export.subtitle', {
                    from: days.from,
                    to: days.to,
                    grouping: fixed(`monitoringReport.groupBy.${query.groupBy}`),
                  }),
                  headings: exportHeadings((key) => fixed(key)),
                  rows: reportTexts(
                    rows,
                    { ...formats, count: (value) => count.format(value) },
                    query.groupBy,
                  ),
                },
                `${fileBase}.pdf`,
              );
            })
          }
        >
          {t('monitoringReport.export.pdf')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
