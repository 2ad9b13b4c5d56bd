import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiFunctionSize } from '../infra/cdk/api.ts';
import { allPorts as deps } from '../infra/local/ports.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { operation } from '../shared/operations.ts';
import { bundle, coldStartOf, eventFor } from './cold-start.ts';
import { type Bench, quantile, type Row, request, round } from './support.ts';

/** Lambda gives a function CPU in proportion to its memory: one full vCPU at 1,769 MB. */
export const MB_PER_VCPU = 1769;

/** The memory sizes compared: half a vCPU's worth, the API's, one whole vCPU. */
export const SIZES = [512, 1024, 1769] as const;

/**
 * A time measured here with a whole core, at `mb` on Lambda: what waited (DynamoDB, the network)
 * takes as long; what computed takes longer by the share of a vCPU the size gives.
 */
export const atMemory = (wallMs: number, cpuMs: number, mb: number) =>
  Math.max(0, wallMs - cpuMs) + cpuMs * Math.max(1, MB_PER_VCPU / mb);

interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** Path parameters of the cold start's event (a real document, so the PDF is made). */
  params?: Record<string, string>;
}

/**
 * Memory chosen by measurement. Each operation runs `n` times through the local gateway, one
 * at a time, with the CPU time this process spent on each (the gateway, middleware, handler and
 * SDK; DynamoDB Local is another process, so its time is waiting); its bundle starts cold in a
 * fresh process, with the CPU time that process spent. Both are then given at 512, 1024 and 1769 MB by
 * Lambda's rule (CPU in proportion to memory: 1,769 MB is one vCPU): waiting unchanged, computing
 * slowed by the missing share, each beside the size the stack gives the function. The warm CPU
 * time includes the gateway's and the HTTP client's of this process, so it is an upper bound.
 */
export async function memorySizes(bench: Bench, n: number): Promise<Row[]> {
  const owner = await createAccount(deps, `Memory ${Date.now()}`);
  await request(bench, owner.token, 'POST', '/api/client/create', { Reference: 'M1', Company: { CompanyName: 'Mem' } });
  await request(bench, owner.token, 'POST', '/api/document.svc/create/invoice', {
    General: { Number: 'MEM-1', Currency: 'EUR' },
    Client: { Reference: 'M1' },
    Items: Array.from({ length: 20 }, (_, i) => ({ Description: `Line ${i}`, UnitRate: 10 + i, Quantity: 1, VAT: 20 })),
  });
  const cases: Case[] = [
    { name: 'clients.get', method: 'GET', path: '/api/client/get/1', params: { id: '1' } },
    {
      name: 'documents.create',
      method: 'POST',
      path: '/api/document.svc/create/invoice',
      body: { Client: { Reference: 'M1' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    },
    {
      name: 'documents.pdf',
      method: 'GET',
      path: '/api/document.svc/get/invoice/MEM-1/pdf',
      params: { type: 'invoice', id: 'MEM-1' },
    },
  ];
  const rows: Row[] = [];
  for (const c of cases) {
    const op = operation(c.name as never);
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await request(bench, owner.token, c.method, c.path, c.body);
      walls.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
    }
    const wall = quantile(walls, 0.5);
    const cpu = Math.min(wall, quantile(cpus, 0.5));

    const file = await bundle(op.handler, join(bench.dataDir, `memory-${op.name}`));
    const eventFile = join(bench.dataDir, `memory-event-${op.name}.json`);
    const event = eventFor(op, owner.token) as Record<string, unknown>;
    if (c.params) event.pathParameters = c.params;
    if (c.body) event.body = JSON.stringify(c.body);
    writeFileSync(eventFile, JSON.stringify(event));
    const colds = [0, 1, 2].map(() => coldStartOf(file, eventFile));
    const cold = quantile(
      colds.map((x) => x.ms),
      0.5,
    );
    const coldCpu = Math.min(
      cold,
      quantile(
        colds.map((x) => x.cpuMs),
        0.5,
      ),
    );
    const given = apiFunctionSize(op).memorySize;
    for (const [measure, ms, cpuMs] of [
      ['p50', wall, cpu],
      ['cold start', cold, coldCpu],
    ] as const) {
      const at = (mb: number) => atMemory(ms, cpuMs, mb);
      for (const mb of SIZES) {
        rows.push({
          section: 'memory',
          name: `${op.name} ${measure} at ${mb} MB (floor: at ${given} MB, the stack's)`,
          value: round(at(mb)),
          floor: round(at(given)),
          unit: 'ms',
          ratio: round(at(mb) / at(given)),
          // What a request costs in Lambda's unit: GB-milliseconds.
          note: `${round((at(mb) * mb) / 1024)} GB-ms; measured ${round(ms)} ms with ${round(cpuMs)} ms of CPU on a whole core`,
        });
      }
    }
  }
  return rows;
}
