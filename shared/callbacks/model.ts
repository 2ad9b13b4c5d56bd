/** A webhook registration. */
export interface Callback {
  accountId: string;
  callbackId: number;
  /** The registered event name: dotted (`invoice.create`) or a parent (`invoice`). */
  event: string;
  uri: string;
  verified: boolean;
  /** Sent in the verification message; kept until the callback is verified. */
  verifier?: string;
  /** `whsec_` + base64 of 32 random bytes: the key of the Standard Webhooks signatures. */
  secret: string;
  /** Bumped by resendToken: each bump sends the verification message again. */
  verificationsSent: number;
  createdAt: number;
  createdBy: number;
}
