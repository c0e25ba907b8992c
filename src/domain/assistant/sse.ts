/**
 * Server-sent events, both ways: the server reads the AI service's stream with the parser and
 * writes its own with `formatSseEvent`; the screen reads that with the same parser.
 */

/** One dispatched event: its name ('message' when none was given) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/** One event as text: `event:` and a single `data:` line of JSON, then a blank line. */
export function formatSseEvent(event: string, data: unknown): string {
  // JSON.stringify escapes newlines, so the data is always one line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An incremental parser (WHATWG rules for `event:` and `data:`): push text as it arrives, in
 * chunks of any size; complete events come back, partial lines wait for the next chunk.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  }

  return {
    /** Adds a chunk; returns the events it completed. */
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** The stream ended: an unterminated last event still counts. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer) line(buffer.replace(/\r$/, ''), out);
      buffer = '';
      line('', out);
      return out;
    },
  };
}
