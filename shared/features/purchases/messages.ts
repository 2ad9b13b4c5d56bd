import { toCdar } from '../einvoice/cdar.ts';
import type { Ports } from '../ports.ts';
import type { Profile } from '../profile/model.ts';
import { storedFileKey } from '../stored-files/port.ts';
import type { Purchase } from './model.ts';

/**
 * Makes and keeps the lifecycle message of a buyer's status (docs/api.md §18: 205 to 211), a
 * CDAR D22B message from the business to the supplier, beside the purchase's file; answers its
 * id. The reform's messages are between French businesses: one names the seller by its SIREN
 * (BR-FR-CDV-13) and is addressed to its electronic address, else its SIREN as a French routing
 * address (0225), from the business named by its own SIREN (BR-FR-CDV-07); without both
 * SIRENs, none is made (undefined).
 */
export async function keepBuyerMessage(
  deps: Pick<Ports, 'storedFiles'>,
  profile: Profile,
  purchase: Purchase,
  status: string,
  at: Date,
  reason?: { code: string; text?: string },
): Promise<string | undefined> {
  const buyerSiren = profile.RegistrationScheme === '0002' ? profile.RegistrationId : undefined;
  if (!purchase.sellerSiren || !buyerSiren) return undefined;
  const id = `P${purchase.purchaseId}-${purchase.history.length + 1}`;
  const message = toCdar({
    id,
    at,
    status,
    sender: {
      siren: buyerSiren,
      name: profile.LegalName || undefined,
      role: 'BY',
      ...(profile.ElectronicAddress
        ? { endpoint: { id: profile.ElectronicAddress, scheme: profile.ElectronicAddressScheme || '0225' } }
        : {}),
    },
    recipient: {
      role: 'SE',
      endpoint: purchase.sellerEndpoint ?? { id: purchase.sellerSiren, scheme: '0225' },
      siren: purchase.sellerSiren,
    },
    invoice: {
      number: purchase.Number,
      typeCode: purchase.TypeCode,
      issueDate: purchase.DateIssue,
      seller: { siren: purchase.sellerSiren },
    },
    ...(reason ? { reason } : {}),
  });
  await deps.storedFiles.put(storedFileKey(purchase.accountId, 'purchases', purchase.purchaseId, `${id}.xml`), {
    type: 'application/xml',
    bytes: Buffer.from(message, 'utf8'),
  });
  return id;
}
