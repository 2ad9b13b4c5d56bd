import type { PendingWork, WorkKind } from '../../../features/work/model.ts';
import { instant, PENDING_SHARDS, shardOf } from './parts.ts';

/** The keys of pending work (docs/data-model.md, docs/asynchronous-work.md). */
export const workKeys = {
  /**
   * GSI3 (sparse): the marker of pending work, on the item that records it (an export running, a
   * statement processing) or on a marker of its own (`work`): spread over shards, by deadline.
   */
  pendingWork: (work: Pick<PendingWork, 'kind' | 'accountId' | 'ref' | 'deadline'>) => ({
    GSI3PK: workKeys.workShard(shardOf(`${work.accountId}#${work.ref}`) % PENDING_SHARDS),
    GSI3SK: `${instant(work.deadline)}#${work.accountId}#${work.kind}#${work.ref}`,
  }),
  workShard: (shard: number) => `WORK#${shard}`,
  /** Sorts after every deadline before `before`. */
  workBefore: (before: number) => instant(before),
  /** A marker of its own, for work no other item records (a clock's run, a made invoice's e-mail). */
  workMarker: (accountId: string, kind: WorkKind, ref: string) => ({ PK: `A#${accountId}`, SK: `WORK#${kind}#${ref}` }),
  workMarkerPrefix: (kind: WorkKind) => `WORK#${kind}#`,
};

/** The pending work a marker's index key names (`<deadline>#<account>#<kind>#<ref>`; a ref may hold `#`). */
export function workOfIndexKey(sortKey: string, sweeps: number): PendingWork {
  const [deadline, accountId, kind, ...ref] = sortKey.split('#');
  return { deadline: Number(deadline), accountId: accountId!, kind: kind as WorkKind, ref: ref.join('#'), sweeps };
}
