import { RingProgress } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Ring } from './ring';

const geometry = ['cx', 'cy', 'r', 'stroke-width', 'stroke-dashoffset'];

/** Each circle's geometry and caps, in drawing order (the track first, then the arc). */
function circles(root: Element | null) {
  return [...(root?.querySelectorAll('circle') ?? [])].map((circle) => ({
    ...Object.fromEntries(geometry.map((name) => [name, Number(circle.getAttribute(name) ?? 0)])),
    dashes: (circle.getAttribute('stroke-dasharray') ?? '').split(',').map(Number),
    transform: circle.getAttribute('transform'),
    caps: circle.getAttribute('stroke-linecap') ?? 'butt',
  }));
}

describe('ring', () => {
  it.each([
    { size: 36, thickness: 4, value: 62.5 },
    { size: 180, thickness: 16, value: 98.3 },
    { size: 110, thickness: 10, value: 0 },
    { size: 40, thickness: 16, value: 100 },
  ])('draws the circles RingProgress draws ($size px, $value%)', async (ring) => {
    await renderWithProviders(
      <>
        <div data-testid="mantine">
          <RingProgress {...ring} roundCaps sections={[{ value: ring.value, color: 'teal.6' }]} />
        </div>
        <div data-testid="ours">
          <Ring {...ring} roundCaps color="teal.6" />
        </div>
      </>,
    );
    const ours = circles(screen.getByTestId('ours'));
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(circles(screen.getByTestId('mantine')));
    expect(screen.getByTestId('ours').querySelectorAll('circle')[1]).toHaveAttribute(
      'stroke',
      'var(--mantine-color-teal-6)',
    );
  });

  it('shows its label in the middle', async () => {
    await renderWithProviders(<Ring value={25} color="teal.6" label="25% done" />);
    expect(screen.getByText('25% done')).toBeVisible();
  });

  it('passes ARIA through: a named image, or hidden when decorative', async () => {
    await renderWithProviders(
      <>
        <Ring value={98.3} color="teal.6" role="img" aria-label="98.3% of the tasks completed" />
        <Ring value={40} color="blue.6" aria-hidden data-testid="decorative" />
      </>,
    );
    expect(screen.getByRole('img', { name: '98.3% of the tasks completed' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByTestId('decorative')).toHaveAttribute('aria-hidden', 'true');
  });
});
