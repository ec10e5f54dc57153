import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MiniLineChart } from './mini-line-chart';

function chart(values: number[]) {
  const { container } = render(
    <MantineProvider>
      <MiniLineChart
        h={90}
        data={values.map((value, i) => ({ point: `Week ${i + 1}`, value }))}
        color="cyan.6"
        label="Profit"
        format={(value) => `$${value}`}
      />
    </MantineProvider>,
  );
  const dots = [...container.querySelectorAll<HTMLElement>('[title]')];
  return {
    path: container.querySelector('path')?.getAttribute('d') ?? '',
    dots: dots.map((dot) => [dot.title, dot.style.left, dot.style.top]),
  };
}

describe('mini line chart', () => {
  it('runs a line from the first point to the last, a dot on each, the highest at the top', () => {
    const { path, dots } = chart([10, 40, 20]);
    expect(dots).toEqual([
      ['Week 1: Profit $10', '0%', '75%'],
      ['Week 2: Profit $40', '50%', '0%'],
      ['Week 3: Profit $20', '100%', '50%'],
    ]);
    expect(path).toMatch(/^M0,75C.*,100,50$/);
  });

  it('puts zero at the bottom, and a loss below it', () => {
    expect(chart([0, 0]).dots.map(([, , top]) => top)).toEqual(['100%', '100%']);
    expect(chart([-10, 10]).dots.map(([, , top]) => top)).toEqual(['100%', '0%']);
  });
});
