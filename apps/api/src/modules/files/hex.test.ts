import { describe, expect, it } from 'vitest';
import { fromHex, tableHex, toHex } from './hex';

const codecs = [
  { label: 'the worker’s tables', codec: tableHex },
  { label: 'Node’s Buffer', codec: { toHex, fromHex } },
];

describe.each(codecs)('hexadecimal bytes with $label', ({ codec }) => {
  it('writes every byte value as two lower-case digits and reads them back', () => {
    const every = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = codec.toHex(every);
    expect(text.slice(0, 8)).toBe('00010203');
    expect(text.slice(-4)).toBe('feff');
    expect(text).toBe(Buffer.from(every).toString('hex'));
    expect(Array.from(codec.fromHex(text))).toEqual(Array.from(every));
    expect(Array.from(codec.fromHex('DEADbeef'))).toEqual([0xde, 0xad, 0xbe, 0xef]);
  });

  it('writes only the bytes of a view, not the rest of its buffer', () => {
    const whole = Uint8Array.from([1, 2, 3, 4, 5]);
    expect(codec.toHex(whole.subarray(1, 3))).toBe('0203');
  });

  it('refuses text that is not hexadecimal', () => {
    expect(() => codec.fromHex('abc')).toThrow();
    expect(() => codec.fromHex('zz00')).toThrow();
    expect(() => codec.fromHex('00zz')).toThrow();
  });
});
