/** One sample line of Prometheus' text format: `name{label="value",…} 12.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const line = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (text: string) =>
  text.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));

const numberOf = (text: string) =>
  text === '+Inf' ? Infinity : text === '-Inf' ? -Infinity : Number(text);

/** The samples of a scrape, in order; comments (`# HELP`, `# TYPE`) are skipped. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = line.exec(trimmed);
    if (!match) throw new Error(`Not a Prometheus sample: ${trimmed}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', text = ''] of labelText.matchAll(label)) labels[key] = unescape(text);
    samples.push({ name, labels, value: numberOf(value) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The sum of those samples' values: 0 when there are none. */
export const sumOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samplesOf(samples, name, labels).reduce((total, sample) => total + sample.value, 0);
