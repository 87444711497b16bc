import type { ReactNode } from 'react';

/** Stands for the date while the sentence is translated: a character no translation or value holds. */
const DATE_MARK = '\u2063';

/**
 * A translated sentence with its date in a `<time>` (machine-readable, and the one element a date is shown in):
 * `sentence` words the sentence around the date text it is given, e.g.
 * `dateInSentence((date) => t('renews', { date }), period.end, formatDate(period.end))`.
 */
export function dateInSentence(sentence: (date: string) => string, at: string, shown: string): ReactNode {
  const [before = '', ...after] = sentence(DATE_MARK).split(DATE_MARK);
  return (
    <>
      {before}
      <time dateTime={at}>{shown}</time>
      {after.join(shown)}
    </>
  );
}
