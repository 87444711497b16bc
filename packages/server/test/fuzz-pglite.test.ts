import { fuzzSuite, inputRulesSuite } from './fuzz.ts';

// Schema-driven fuzzing (test/fuzz.ts) on PGlite, and the input rules of docs/openapi.json it relies on.
inputRulesSuite();
fuzzSuite('pglite');
