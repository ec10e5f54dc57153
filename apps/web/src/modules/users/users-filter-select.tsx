import { Select } from '@mantine/core';

// The choice that means "no filter": a real option, so keyboard users can clear a filter too
// (Mantine's clear button is mouse-only).
const ANY = '';

interface UsersFilterSelectProps<V extends string> {
  /** Visible label, e.g. "Role". */
  label: string;
  /** Accessible name, e.g. "Select Role" (it contains the visible label). */
  selectLabel: string;
  /** The label of the "no filter" choice, e.g. "All roles". */
  anyLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** One filter of the users list: a select whose first choice means "any". */
export function UsersFilterSelect<V extends string>(props: UsersFilterSelectProps<V>) {
  const { values, labelOf, onChange } = props;
  return (
    <Select
      label={props.label}
      aria-label={props.selectLabel}
      data={[
        { value: ANY, label: props.anyLabel },
        ...values.map((value) => ({ value, label: labelOf(value) })),
      ]}
      value={props.value ?? ANY}
      onChange={(chosen) => onChange(values.find((value) => value === chosen))}
      allowDeselect={false}
    />
  );
}
