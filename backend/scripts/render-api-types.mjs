/**
 * Prints the TypeScript types openapi-typescript makes of an OpenAPI document (a JSON file
 * named on the command line). A separate ES module, run by api-types.ts in its own Node
 * process, so that the CommonJS backend never has to load openapi-typescript's ESM dependencies.
 */
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Generated from the API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`npm run api-types\` after changing a controller or DTO.
 */

`;

const [documentFile] = process.argv.slice(2);
if (!documentFile) {
  console.error('usage: node render-api-types.mjs <openapi.json>');
  process.exit(2);
}
const nodes = await openapiTS(JSON.parse(readFileSync(documentFile, 'utf8')), { silent: true });
process.stdout.write(HEADER + astToString(nodes));
