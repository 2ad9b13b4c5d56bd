#!/usr/bin/env node
// Verifies an exported audit journal offline (docs/api.md §22), with nothing but Node:
//   node infra/tools/verify-journal.mjs <export.jsonl>
// Each line is one entry; its Hash must be the SHA-256 of the JSON of {Seq, At, Kind, Object,
// Digest, Previous} (Object's keys sorted), its Previous the prior line's Hash, its Seq the prior
// one's plus one. Exit code 0 when the chain holds, 1 at the first line that breaks it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sorted = (v) =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted(v[k])]),
        )
      : v;
const hashOf = (e) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        Seq: e.Seq,
        At: e.At,
        Kind: e.Kind,
        Object: sorted(e.Object),
        Digest: e.Digest,
        Previous: e.Previous,
      }),
    )
    .digest('hex');

const file = process.argv[2];
if (!file) {
  console.error('usage: node infra/tools/verify-journal.mjs <export.jsonl>');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.trim());
let prior;
for (const [i, line] of lines.entries()) {
  const e = JSON.parse(line);
  const why =
    hashOf(e) !== e.Hash
      ? 'its Hash is not the SHA-256 of its fields'
      : prior && e.Seq !== prior.Seq + 1
        ? `Seq ${e.Seq} follows ${prior.Seq}`
        : prior && e.Previous !== prior.Hash
          ? "its Previous is not the prior entry's Hash"
          : !prior && e.Seq === 1 && e.Previous !== null
            ? 'the first entry has a Previous'
            : undefined;
  if (why) {
    console.error(`line ${i + 1} (Seq ${e.Seq}) breaks the chain: ${why}`);
    process.exit(1);
  }
  prior = e;
}
console.log(
  `valid: ${lines.length} entries${prior ? `, Seq ${lines.length ? JSON.parse(lines[0]).Seq : 0} to ${prior.Seq}, last Hash ${prior.Hash}` : ''}`,
);
