/**
 * `{ now: value }` if the promise settles within `ms`, else `{ later: promise }`, which React
 * Router streams to the page while the header shows 'Loading...'. (Wrapped, because an async
 * function returning a promise would wait for it.)
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<{ now: T } | { later: Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ late: true }>((resolve) => {
    timer = setTimeout(() => resolve({ late: true }), ms);
  });
  const result = await Promise.race([promise.then((value) => ({ value })), late]);
  clearTimeout(timer);
  return "value" in result ? { now: result.value } : { later: promise };
}
