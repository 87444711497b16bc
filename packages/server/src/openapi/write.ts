import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_PATH, openApiDocument } from './document.ts';

const document = await openApiDocument();
writeFileSync(OPENAPI_PATH, document);
console.log(`wrote ${join('docs', 'openapi.json')}`);
