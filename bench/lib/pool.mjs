// What several benches share: running many small tasks (sign-ups, requests) a few at a time.

/** Runs `task(n)` for n in 0 … count − 1, `width` at a time; answers the results in order of n. */
export async function pool(count, width, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}
