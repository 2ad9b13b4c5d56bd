import { issueRules } from '../../features/einvoice/issue-rules.ts';
import { clientsStore } from './clients-store.ts';
import { documentsStore } from './documents-store.ts';
import { paymentsStore } from './payments-store.ts';
import { sequencesStore } from './sequences.ts';

/**
 * What issuing a document reaches beyond the account (shared/features/documents/issuing.ts): its
 * client, the documents, the numbering and the e-invoice rules it must pass. A function whose
 * operation issues (or may, as a payment does) hands these over together.
 */
export const issuingStores = {
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
};

/** What recording a payment reaches: an issue's stores (a payment issues a draft it pays) and the payments. */
export const paymentStores = { ...issuingStores, payments: paymentsStore };
