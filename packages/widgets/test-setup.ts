import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// The suite runs a test file per core beside the server's (docs/testing.md): an element a screen shows once its answer
// arrives may take more than testing-library's default second under that load. Tests wait for it, never a fixed time.
configure({ asyncUtilTimeout: 8000 });

// The screens still drawn when a file ends are taken down: the next file may share this document (vitest.config.ts).
afterAll(cleanup);
