import { fuzzSuite } from './fuzz.ts';

// Schema-driven fuzzing (test/fuzz.ts) on the throw-away Postgres, where the machine has one.
fuzzSuite('postgres');
