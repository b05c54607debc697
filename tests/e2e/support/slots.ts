/**
 * At most `size` tasks at a time, the others queued in call order: for tests run side by
 * side (describe.concurrent) that would otherwise all start at once.
 */
export function slots(size: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
