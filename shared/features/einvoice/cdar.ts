import { xmlWriter } from '../../kernel/xml-write.ts';

const builder = xmlWriter();

type Node = Record<string, unknown>;
const when = (condition: unknown, node: Node): Node => (condition ? node : {});

/** A party of a lifecycle message: its SIREN (ISO 6523 0002), and its electronic address when it has one. */
export interface MessageParty {
  siren?: string;
  name?: string;
  endpoint?: { id: string; scheme: string };
}

/** One lifecycle status a party sends about an invoice (docs/api.md §18 and §20). */
export interface LifecycleMessage {
  /** The message's own id: unique per sender. */
  id: string;
  /** When it was made (UTC). */
  at: Date;
  /** The reform's status code: 204 to 212 (205 approved, 206 partly approved, 207 dispute, 208 suspended, 210 refused...). */
  status: string;
  /** Who sends it and in which role (BY the buyer, SE the seller, WK a platform about a file it took). */
  sender: MessageParty & { role: 'BY' | 'SE' | 'WK' };
  /** Whom it is for, and in which role. */
  recipient: MessageParty & { role: 'BY' | 'SE' };
  /** The invoice it is about: its Number, type code, issue date and seller. */
  invoice: { number: string; typeCode: string; issueDate: string; seller: MessageParty };
  reason?: { code: string; text?: string };
  /** Amounts the status states (212: the amount cashed per VAT rate, `MEN`, with the rate as `percent`). */
  amounts?: { code: 'MEN' | 'MPA' | 'MAP'; amount: string; currency: string; percent?: string }[];
}

/** `YYYYMMDDHHMMSS` (format 204), in UTC. */
const timestamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

const party = (p: MessageParty & { role?: string }): Node => ({
  ...when(p.siren, { 'ram:GlobalID': { '@_schemeID': '0002', '#text': p.siren } }),
  ...when(p.name, { 'ram:Name': p.name }),
  ...when(p.role, { 'ram:RoleCode': p.role }),
  ...when(p.endpoint, {
    'ram:URIUniversalCommunication': { 'ram:URIID': { '@_schemeID': p.endpoint?.scheme, '#text': p.endpoint?.id } },
  }),
});

/**
 * A lifecycle message as the reform's platforms exchange them: UN/CEFACT CDAR D22B
 * (CrossDomainAcknowledgementAndResponse) under the French profile of XP Z12-012 (the FNFE's
 * BR-FR-CDV rules), in the processing phase (23) or, from a platform, the transmission's (305),
 * its elements in the D22B schema's order.
 */
export function toCdar(m: LifecycleMessage): string {
  const doc: Node = {
    '@_xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
    '@_xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
    '@_xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
    '@_xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
    'rsm:ExchangedDocumentContext': {
      'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': 'REGULATED' },
      'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': 'urn.cpro.gouv.fr:1p0:CDV:invoice' },
    },
    'rsm:ExchangedDocument': {
      'ram:ID': m.id,
      'ram:IssueDateTime': { 'udt:DateTimeString': { '@_format': '204', '#text': timestamp(m.at) } },
      // The sender is named by its electronic address: a GlobalID there is the PPF's alone (BR-FR-CDV-CL-09, 210).
      'ram:SenderTradeParty': party({ ...m.sender, siren: undefined }),
      'ram:IssuerTradeParty': party(m.sender),
      'ram:RecipientTradeParty': party(m.recipient),
    },
    'rsm:AcknowledgementDocument': {
      'ram:MultipleReferencesIndicator': { 'udt:Indicator': 'false' },
      // The phase: a platform's statuses about a file it took are the transmission's (305), the parties' the processing's (23).
      'ram:TypeCode': m.sender.role === 'WK' ? '305' : '23',
      'ram:IssueDateTime': { 'udt:DateTimeString': { '@_format': '204', '#text': timestamp(m.at) } },
      'ram:ReferenceReferencedDocument': {
        'ram:IssuerAssignedID': m.invoice.number,
        'ram:TypeCode': m.invoice.typeCode,
        'ram:FormattedIssueDateTime': {
          'qdt:DateTimeString': { '@_format': '102', '#text': m.invoice.issueDate.replaceAll('-', '') },
        },
        'ram:ProcessConditionCode': m.status,
        'ram:IssuerTradeParty': party({ ...m.invoice.seller, role: 'SE' }),
        ...when(m.reason || m.amounts?.length, {
          'ram:SpecifiedDocumentStatus': {
            ...when(m.reason, { 'ram:ReasonCode': m.reason?.code }),
            ...when(m.reason?.text, { 'ram:Reason': m.reason?.text }),
            // MDT-124-2: the detail's number; one detail per message.
            'ram:SequenceNumeric': '1',
            ...when(m.amounts?.length, {
              'ram:SpecifiedDocumentCharacteristic': (m.amounts ?? []).map((a) => ({
                'ram:TypeCode': a.code,
                'ram:ValueAmount': { '@_currencyID': a.currency, '#text': a.amount },
                ...when(a.percent !== undefined, { 'ram:ValuePercent': a.percent }),
              })),
            }),
          },
        }),
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ 'rsm:CrossDomainAcknowledgementAndResponse': doc })}`;
}
