import type { FastifyInstance, FastifyReply } from 'fastify';
import { SQS_LIMITS } from '../../shared/features/webhooks/queue-design.ts';

/** SQS's largest message body: 256 KiB. */
const MAX_BODY_BYTES = 262_144;

/** What the gate keeps of a received message: when its handle was handed out, and until when it is in flight. */
interface Received {
  receivedAt: number;
  visibleAt: number;
}

/**
 * Makes the local SQS emulator as strict as SQS where it is lenient, on the limits the service
 * relies on: 10 entries a batch and 10 messages a receive, 15 minutes of delay, a 256 KiB body,
 * a visibility that never reaches past 12 hours from the message's receipt, and a cap on
 * messages in flight (about 120,000 on a standard queue; lower here so a test can reach it).
 * Refusals are SQS's own errors (JSON protocol), so the SDK throws what it would on AWS.
 */
export function enforceSqsLimits(app: FastifyInstance, inFlightCap = 120_000): void {
  const received = new Map<string, Received>();
  const inFlight = () => {
    const now = Date.now();
    let count = 0;
    for (const [handle, r] of received) {
      if (r.visibleAt > now) count += 1;
      else if (now - r.receivedAt > SQS_LIMITS.maxVisibilitySeconds * 1000) received.delete(handle);
    }
    return count;
  };
  const refuse = (reply: FastifyReply, type: string, message: string) =>
    reply
      .code(400)
      .header('content-type', 'application/x-amz-json-1.0')
      .header('x-amzn-query-error', `${type};Sender`)
      .send({ __type: `com.amazonaws.sqs#${type}`, message });
  const visibilityPastLimit = (handle: string, seconds: number) => {
    const r = received.get(handle);
    const elapsed = r ? (Date.now() - r.receivedAt) / 1000 : 0;
    return seconds > SQS_LIMITS.maxVisibilitySeconds || elapsed + seconds > SQS_LIMITS.maxVisibilitySeconds;
  };

  app.addHook('preHandler', async (request, reply) => {
    const action = String(request.headers['x-amz-target'] ?? '').replace('AmazonSQS.', '');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const entries = Array.isArray(body.Entries) ? (body.Entries as Record<string, unknown>[]) : [];
    if (action.endsWith('Batch') && entries.length > SQS_LIMITS.batchSize)
      return refuse(
        reply,
        'TooManyEntriesInBatchRequest',
        `Maximum number of entries per request are ${SQS_LIMITS.batchSize}.`,
      );
    const sent = action === 'SendMessage' ? [body] : action === 'SendMessageBatch' ? entries : [];
    for (const message of sent) {
      if (Number(message.DelaySeconds ?? 0) > SQS_LIMITS.maxDelaySeconds)
        return refuse(
          reply,
          'InvalidParameterValue',
          'Value for parameter DelaySeconds is invalid. Reason: must be between 0 and 900.',
        );
      if (Buffer.byteLength(String(message.MessageBody ?? ''), 'utf8') > MAX_BODY_BYTES)
        return refuse(
          reply,
          'InvalidParameterValue',
          'One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.',
        );
    }
    const changes =
      action === 'ChangeMessageVisibility' ? [body] : action === 'ChangeMessageVisibilityBatch' ? entries : [];
    for (const change of changes) {
      if (visibilityPastLimit(String(change.ReceiptHandle), Number(change.VisibilityTimeout)))
        return refuse(
          reply,
          'InvalidParameterValue',
          'Value for parameter VisibilityTimeout is invalid. Reason: Total VisibilityTimeout for the message is beyond the limit [43200 seconds].',
        );
    }
    if (action === 'ReceiveMessage') {
      if (Number(body.MaxNumberOfMessages ?? 1) > SQS_LIMITS.batchSize)
        return refuse(
          reply,
          'InvalidParameterValue',
          'Value for parameter MaxNumberOfMessages is invalid. Reason: Must be between 1 and 10.',
        );
      if (inFlight() >= inFlightCap)
        return refuse(reply, 'OverLimit', `The in-flight limit of ${inFlightCap} messages was reached.`);
    }
    return undefined;
  });

  // What the emulator answered: receipts start their 12 hours; deletes and visibility changes move them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const action = String(request.headers['x-amz-target'] ?? '').replace('AmazonSQS.', '');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const now = Date.now();
    if (action === 'ReceiveMessage') {
      const visibility = Number(body.VisibilityTimeout ?? 30);
      for (const message of (JSON.parse(payload).Messages ?? []) as { ReceiptHandle: string }[])
        received.set(message.ReceiptHandle, { receivedAt: now, visibleAt: now + visibility * 1000 });
    }
    const entries = Array.isArray(body.Entries) ? (body.Entries as Record<string, unknown>[]) : [body];
    if (action.startsWith('DeleteMessage')) for (const e of entries) received.delete(String(e.ReceiptHandle));
    if (action.startsWith('ChangeMessageVisibility'))
      for (const e of entries) {
        const r = received.get(String(e.ReceiptHandle));
        if (r) r.visibleAt = now + Number(e.VisibilityTimeout) * 1000;
      }
    return payload;
  });
}
