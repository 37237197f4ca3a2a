/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads text/event-stream text as it arrives in chunks of any size and calls onEvent for each
 * complete event. Comment lines (heartbeats) and `retry:` lines are skipped; an event without
 * data is dropped, as browsers do.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    // Line ends may be \r\n or \r as well as \n; a lone \r at the end may be half of a \r\n, so it waits.
    buffer = buffer.replace(/\r\n|\r(?!$)/g, '\n');
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  };
}
