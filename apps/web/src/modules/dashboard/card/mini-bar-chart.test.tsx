import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MiniBarChart } from './mini-bar-chart';

const chart = (values: number[]) =>
  render(
    <MantineProvider>
      <MiniBarChart
        h={90}
        data={values.map((value, i) => ({ point: `Week ${i + 1}`, value }))}
        color="orange.6"
        label="Orders"
        format={(value) => `${value} orders`}
      />
    </MantineProvider>,
  ).container.querySelectorAll<HTMLElement>('[title]');

describe('mini bar chart', () => {
  it('draws a bar a point, the highest full height, each named on hover', () => {
    const slots = chart([5, 10, 0, 2.5]);
    expect([...slots].map((slot) => slot.title)).toEqual([
      'Week 1: Orders 5 orders',
      'Week 2: Orders 10 orders',
      'Week 3: Orders 0 orders',
      'Week 4: Orders 2.5 orders',
    ]);
    const heights = [...slots].map((slot) => (slot.firstElementChild as HTMLElement).style.height);
    expect(heights).toEqual(['50%', '100%', '0%', '25%']);
  });

  it('draws empty bars when every value is zero, rather than dividing by it', () => {
    const slots = chart([0, 0]);
    const heights = [...slots].map((slot) => (slot.firstElementChild as HTMLElement).style.height);
    expect(heights).toEqual(['0px', '0px']);
  });
});
