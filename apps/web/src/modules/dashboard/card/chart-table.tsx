import { VisuallyHidden } from '@mantine/core';

interface ChartTableProps {
  caption: string;
  /** The label of each point along the chart (months, days, states). */
  labels: readonly string[];
  /** One row per series: its name and a formatted figure per label. */
  rows: readonly { name: string; values: readonly string[] }[];
}

/**
 * A chart's figures as a table screen readers can read; the chart itself is `aria-hidden`.
 * Hidden from sight, not from assistive technology.
 */
export function ChartTable({ caption, labels, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {labels.map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
