import { describe, expect, it } from 'vitest';
import { firstLine } from './email-text';

describe('firstLine', () => {
  it('reads the first paragraph as text, entities decoded and tags gone', () => {
    expect(firstLine('<p>Hi <b>Ann</b> &amp; Bob,</p><p>The rest.</p>')).toBe('Hi Ann & Bob,');
    expect(firstLine('<div><br></div><div>  After   a blank line</div>')).toBe(
      'After a blank line',
    );
    expect(firstLine('One<br>Two')).toBe('One');
    expect(firstLine('<p>Wrapped\nin the source</p>')).toBe('Wrapped in the source');
  });

  it('never runs or keeps markup, and shortens long lines', () => {
    expect(firstLine('<img src=x onerror="alert(1)"><style>p { color: red }</style>Hello')).toBe(
      'Hello',
    );
    expect(firstLine('')).toBe('');
    expect(firstLine(`<p>${'a'.repeat(300)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});
