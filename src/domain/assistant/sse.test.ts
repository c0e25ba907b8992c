import { describe, expect, it } from 'vitest';
import { createSseParser, formatSseEvent } from './sse';

describe('SSE parser', () => {
  it('reads events split across chunks at any point', () => {
    const text =
      formatSseEvent('delta', { text: 'Hel' }) +
      ': keep-alive\n\n' +
      'data: {"a":1}\r\n\r\n' +
      formatSseEvent('done', { text: 'line\nbreak' });
    for (const size of [1, 2, 3, 7, text.length]) {
      const parser = createSseParser();
      const events = [];
      for (let i = 0; i < text.length; i += size)
        events.push(...parser.push(text.slice(i, i + size)));
      events.push(...parser.end());
      expect(events, `chunk size ${size}`).toEqual([
        { event: 'delta', data: '{"text":"Hel"}' },
        { event: 'message', data: '{"a":1}' },
        { event: 'done', data: '{"text":"line\\nbreak"}' },
      ]);
    }
  });

  it('joins multi-line data and flushes an unterminated last event', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\ndata:two\n')).toEqual([]);
    expect(parser.push('\ndata: [DONE]')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(parser.end()).toEqual([{ event: 'message', data: '[DONE]' }]);
  });
});
