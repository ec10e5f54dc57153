import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FilterSelect } from './filter-select';

type Severity = 'info' | 'critical';
const options: { value: Severity; label: string }[] = [
  { value: 'info', label: 'Info' },
  { value: 'critical', label: 'Critical' },
];

/** The filter as a list page holds it: in its own state (the URL, in the app). */
function Filter({ onChange }: { onChange: (value: Severity | undefined) => void }) {
  const [value, setValue] = useState<Severity | undefined>();
  return (
    <FilterSelect
      label="Severity"
      anyLabel="All severities"
      options={options}
      value={value}
      onChange={(chosen) => {
        onChange(chosen);
        setValue(chosen);
      }}
    />
  );
}

describe('filter select', () => {
  it('shows "any" for no filter, reports a choice, and undefined when "any" is chosen again', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Filter onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Severity' });
    expect(select).toHaveValue('All severities');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Critical' }));
    expect(onChange).toHaveBeenLastCalledWith('critical');
    expect(select).toHaveValue('Critical');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'All severities' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(select).toHaveValue('All severities');
  });
});
