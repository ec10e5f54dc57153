/**
 * The sparkline's SVG path for values drawn in a `width` × `height` box, oldest on the left (time
 * runs left to right in every language, as on the chart): a gap (null) breaks the line, and a
 * value alone between gaps is a dot (a zero-length segment, which a round cap draws). Empty when
 * there is no value at all.
 */
export function sparkPath(values: (number | null)[], width: number, height: number): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return '';
  const low = Math.min(...known);
  const span = Math.max(...known) - low;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  // A flat series sits in the middle; else the lowest value at the bottom, the highest at the top.
  const y = (value: number) => (span === 0 ? height / 2 : height - ((value - low) / span) * height);
  const round = (n: number) => Math.round(n * 100) / 100;
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const point = `${round(index * step)} ${round(y(value))}`;
    const alone = !drawing && (values[index + 1] ?? null) === null;
    path += drawing ? ` L${point}` : `${path ? ' ' : ''}M${point}${alone ? ` L${point}` : ''}`;
    drawing = true;
  });
  return path;
}
