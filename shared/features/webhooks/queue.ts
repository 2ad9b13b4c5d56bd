import type { Ports } from '../ports.ts';
import type { DeliveryMessage } from './model.ts';
import { queueNames } from './queue-design.ts';

/** A delivery's place, and the token that makes its message the live one. */
export interface QueuedDelivery {
  delivery: Omit<DeliveryMessage, 'token'>;
  token: number;
  /** Held back until the delivery is due (SQS delays by 15 minutes at most). */
  delaySeconds?: number;
}

/** One message per delivery on the delivery queue: where its record is, and its token. */
export const queueDeliveries = (deps: Pick<Ports, 'queue'>, items: QueuedDelivery[]): Promise<void> =>
  deps.queue.send(
    queueNames.deliveries,
    items.map(({ delivery: { accountId, callbackId, eventAt, messageId }, token, delaySeconds }) => {
      const message: DeliveryMessage = { accountId, callbackId, eventAt, messageId, token };
      return { body: JSON.stringify(message), delaySeconds };
    }),
  );
