import { accountsStore } from './accounts-store.ts';
import { limitsStore } from './limits-store.ts';

/**
 * What the API middleware needs on the table, whatever the operation (shared/http/api-handler.ts
 * `ApiPorts`): the callers' tokens and their allowances. A function's composition root adds the
 * stores its operation's `run` asks for; a change's adds `changePorts` (change-ports.ts).
 */
export const apiPorts = {
  accounts: accountsStore,
  limits: limitsStore,
};
