const encoder = new TextEncoder();

/**
 * A JSON array sent as its batches arrive, one pull at a time, so that a slow reader holds the
 * next query back instead of the server buffering the whole list. A failure half-way cuts the
 * reply short, which the client's JSON parse reports; the status (200) is sent by then.
 */
export function jsonArrayStream<T>(batches: AsyncGenerator<T[], void>): Response {
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next: IteratorResult<T[]> = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(opened ? ']' : '[]'));
        controller.close();
        return;
      }
      const items = next.value.map((item) => JSON.stringify(item)).join(',');
      controller.enqueue(encoder.encode((opened ? ',' : '[') + items));
      opened = true;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
