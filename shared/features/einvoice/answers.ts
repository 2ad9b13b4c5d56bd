/**
 * The einvoice feature's answers as schemas, for the API description: what its services give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, text } from '../../kernel/answers.ts';

/** The account's platform (docs/api.md §20): never its secret. */
export const platformSettings = component(
  'PlatformSettings',
  z.object({
    Provider: z.enum(['afnor']),
    Url: text,
    ClientId: text,
    RoutingAddress: text,
    HasClientSecret: z.boolean(),
    Source: z.enum(['account', 'stage']),
  }),
);

/** The lines of the platform's directory that match a search. */
export const directoryLines = component(
  'DirectoryLines',
  z.array(
    z.object({
      Siren: text,
      Siret: z.optional(text),
      Name: text,
      RoutingCode: z.optional(text),
      ElectronicAddress: text,
      ElectronicAddressScheme: text,
      Platform: text,
      ValidFrom: text,
      ValidTo: z.optional(text),
    }),
  ),
);

/** What became of a lifecycle message the platform posted. */
export const inboundAnswer = component(
  'PlatformMessageTaken',
  z.object({
    Id: text,
    Status: z.enum(['recorded', 'set_aside']),
    Reason: z.optional(text),
    Repeat: z.boolean(),
  }),
);

/** A kept lifecycle message, as listed. */
export const keptMessage = component(
  'PlatformMessage',
  z.object({
    Id: text,
    Status: z.enum(['received', 'recorded', 'set_aside']),
    Reason: z.optional(text),
    Invoice: z.optional(text),
    Code: z.optional(text),
    ReceivedAt: dateTime,
    Xml: text,
  }),
);
