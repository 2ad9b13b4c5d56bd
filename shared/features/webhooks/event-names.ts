/**
 * Event names (docs/api.md §7). Callbacks register the dotted form; a parent (`invoice`)
 * subscribes to all of its events. Notifications carry the slash form (`invoice/create`).
 */
export const eventNames = [
  'client.create',
  'client.update',
  'client.delete',
  'estimate.create',
  'estimate.update',
  'estimate.delete',
  'estimate.sendByEmail',
  'estimate.view',
  'estimate.accept',
  'estimate.decline',
  'invoice.create',
  'invoice.update',
  'invoice.delete',
  'invoice.sendByEmail',
  'invoice.paid',
  'invoice.reminder',
  'invoice.view',
  'invoice.lifecycle',
  'creditnote.create',
  'creditnote.update',
  'creditnote.delete',
  'creditnote.sendByEmail',
  'creditnote.view',
  'creditnote.lifecycle',
  'payment.create',
  'payment.delete',
  'payment.reversed',
  'category.create',
  'category.update',
  'category.delete',
  'catalog.lowstock',
  'recurring.create',
  'recurring.update',
  'recurring.delete',
  'bankentry.unmatched',
  'purchase.create',
  'purchase.update',
  'expense.create',
  'expense.update',
  'expense.delete',
] as const;
/** A registrable event (docs/api.md §7). */
export type EventName = (typeof eventNames)[number];

const parents = [...new Set(eventNames.map((e) => e.split('.')[0]!))];
const canonical = new Map([...eventNames, ...parents].map((name) => [name.toLowerCase(), name]));

/** The registered form of an event name, read case-insensitively; undefined when unknown. */
export const registrationName = (name: string): string | undefined => canonical.get(name.trim().toLowerCase());

/** Whether a callback registered for `registered` receives `event`. */
export const subscribes = (registered: string, event: string): boolean =>
  registered === event || registered === event.split('.')[0];

/** The name notifications use: `invoice/create`. */
export const slashForm = (event: string): string => event.replace('.', '/');
