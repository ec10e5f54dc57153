import { Group, Radio } from '@mantine/core';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled row of radios over a fixed set of values (skin, content width, …). */
export function OptionRadios<T extends string>({ label, value, options, onChange }: Props<T>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
    >
      <Group gap="md" mt={8}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
