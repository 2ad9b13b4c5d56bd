/**
 * `node --import tsx test/traffic/check.ts <file>`: every exchange of a recorded run (the
 * acceptance cases, `INVOICING_RECORD_TRAFFIC=<file> npm start`) checked against the API
 * description, as a validating proxy would: each JSON answer against the schema documented for
 * its status, and each request the service took (2xx) against its documented query and body.
 * Prints each distinct problem with how often it came, and fails when there is any.
 */
import { readFileSync } from 'node:fs';
import type { Exchange } from '../../infra/local/gateway.ts';
import { undescribedRequest, undocumented, undocumentedText } from '../support/documented.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: check.ts <traffic.jsonl>');
const exchanges = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Exchange);
const json = (type: string, text: string): unknown => {
  if (!/json/i.test(type) || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const problems = new Map<string, number>();
for (const e of exchanges) {
  const answer = json(e.responseType, e.response);
  for (const problem of [
    ...(answer === undefined ? [] : undocumented(e.method, e.path, e.status, e.responseType, answer)),
    ...undocumentedText(e.method, e.path, e.status, e.responseType, e.response),
    ...undescribedRequest(e.method, e.path, e.status, json(e.requestType, e.request)),
  ])
    problems.set(problem, (problems.get(problem) ?? 0) + 1);
}
for (const [problem, count] of problems) process.stdout.write(`${count} x ${problem}\n`);
process.stdout.write(`${exchanges.length} exchanges checked, ${problems.size} distinct problems\n`);
process.exit(problems.size ? 1 : 0);
