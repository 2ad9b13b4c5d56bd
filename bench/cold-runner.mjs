// Imports one bundle in a fresh process and answers one event, as a Lambda cold start does; prints
// the CPU time the process used (user and system, in ms) as its one line of output.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundle, eventFile] = process.argv.slice(2);
const { handler } = await import(pathToFileURL(bundle).href);
const context = { awsRequestId: 'cold', functionName: 'cold', getRemainingTimeInMillis: () => 10_000 };
await handler(JSON.parse(readFileSync(eventFile, 'utf8')), context);
const { user, system } = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
