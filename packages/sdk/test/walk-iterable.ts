/** Walks an iterable; answers the items and what it threw (null when it ended normally). Tests only. */
export async function walkIterable<T>(iterable: AsyncIterable<T>): Promise<{ items: T[]; thrown: unknown }> {
  const items: T[] = [];
  try {
    for await (const item of iterable) items.push(item);
  } catch (thrown) {
    return { items, thrown };
  }
  return { items, thrown: null };
}
