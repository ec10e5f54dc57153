import { Select, type SelectProps } from '@mantine/core';

// The choice that means "no filter": a real option, so keyboard users can clear a filter too
// (Mantine's clear button is mouse-only).
const ANY = '';

interface FilterSelectProps<V extends string> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange'
> {
  label: string;
  /** The label of the "no filter" choice, e.g. "All severities". */
  anyLabel: string;
  options: { value: V; label: string }[];
  value: V | undefined;
  /** Undefined when "no filter" is chosen: the filter then leaves the URL. */
  onChange: (value: V | undefined) => void;
}

/** One filter of a list (the audit log, the alarms): a select whose first choice means "any". */
export function FilterSelect<V extends string>({
  anyLabel,
  options,
  value,
  onChange,
  ...props
}: FilterSelectProps<V>) {
  return (
    <Select
      {...props}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      value={value ?? ANY}
      onChange={(chosen) => onChange(options.find((option) => option.value === chosen)?.value)}
      allowDeselect={false}
    />
  );
}
