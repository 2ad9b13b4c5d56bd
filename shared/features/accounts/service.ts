import { randomBytes } from 'node:crypto';
import { allTabs } from '../../access/principal.ts';
import { hashToken, newToken } from '../../access/tokens.ts';
import { invalid, notFound, takenAs } from '../../kernel/errors.ts';
import type { Stores } from '../ports.ts';
import type { UserItem } from './model.ts';

/** A new account and its owner, as the admin command prints it. */
export interface NewAccount {
  company: string;
  accountId: string;
  userId: number;
  /** The owner's token, shown this once; only its hash is kept. */
  token: string;
}

const OWNER_USER_ID = 1;

function checkCompanyName(company: string): string {
  const name = company.trim();
  if (!name || name.length > 200 || /[\u0000-\u001f\u007f]/.test(name)) {
    throw invalid('A company name is 1 to 200 printable characters.');
  }
  return name;
}

/** Optional settings of a new account. */
export interface AccountOptions {
  ownerEmail?: string;
  /** The currency of documents whose client names none (ISO 4217). */
  currency?: string;
}

/** Creates an account (company names are unique) with its owner and the owner's token. */
export async function createAccount(
  deps: Pick<Stores, 'accounts'>,
  companyName: string,
  options: AccountOptions = {},
): Promise<NewAccount> {
  const company = checkCompanyName(companyName);
  const currency = options.currency ?? 'EUR';
  if (!Intl.supportedValuesOf('currency').includes(currency))
    throw invalid(`${currency} is not an ISO 4217 currency code.`);
  const accountId = randomBytes(10).toString('hex');
  const token = newToken();
  const owner: UserItem = {
    userId: OWNER_USER_ID,
    role: 'owner',
    email: options.ownerEmail ?? '',
    tabs: allTabs,
    clients: [],
    tokenHash: hashToken(token),
    createdAt: Date.now(),
  };
  await takenAs(
    () => deps.accounts.create(accountId, company, currency, owner),
    'company',
    `The company name "${company}" is taken.`,
  );
  return { company, accountId, userId: OWNER_USER_ID, token };
}

/** A fresh owner token for an existing account (the old one stops working). */
export async function renewOwnerToken(deps: Pick<Stores, 'accounts'>, companyName: string): Promise<NewAccount> {
  const company = checkCompanyName(companyName);
  const accountId = await deps.accounts.accountIdOf(company);
  const owner = accountId && (await deps.accounts.user(accountId, OWNER_USER_ID));
  if (!accountId || !owner) throw notFound(`The company "${company}"`);
  const token = newToken();
  await deps.accounts.replaceToken(accountId, company, owner, hashToken(token));
  return { company, accountId, userId: OWNER_USER_ID, token };
}
