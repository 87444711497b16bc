// Prints every budgeted size (gzip -9) beside its budget in size-budgets.json: each partner page's embed download, the
// app's first load of the home page, the SDK's createClient bundle. Run after `pnpm run build`. Not a test (the test is
// bench/size-budgets.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureSizes } from './sizes.mjs';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'size-budgets.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const budgetOf = (name) =>
  budgets[
    name.startsWith('embed: the chat chunk')
      ? 'embed-chat-chunk'
      : name.startsWith('embed:')
        ? 'embed-page'
        : name.startsWith('app:')
          ? 'app-first-load'
          : 'sdk-create-client'
  ];

for (const figure of await measureSizes()) {
  // A page with a chat box is reported, not budgeted: its chat chunk has its own budget.
  const budget = figure.reported ? undefined : budgetOf(figure.name);
  const against =
    budget === undefined ? '  (reported, not budgeted)' : `  budget ${kb(budget).padStart(8)}  ratio ${(figure.gzip / budget).toFixed(2)}`;
  console.log(`${figure.name.padEnd(52)} ${kb(figure.gzip).padStart(9)} gzip (${figure.gzip} B)${against}`);
}
